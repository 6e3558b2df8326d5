/** Card names, keywords and meanings in a locale (locales/<lang>/cards.json). */
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import { astrologyText } from './astrology.js';
import { type Correspondences, correspondencesOf } from './correspondences.js';
import { type CardDef, type CardId, DECK } from './deck.js';
import { type Element, elementOf } from './elements.js';
import { type YesNo, yesNoOf } from './yes-no.js';

/** A topic line or the advice, one for each orientation (ADR 0053). */
export interface OrientedLine {
  upright: string;
  reversed: string;
}

export interface CardText {
  name: string;
  upright: string[];
  reversed: string[];
  /** What the Rider–Waite–Smith image shows. */
  image_description: string;
  meaning_upright: string;
  meaning_reversed: string;
  /** The card read for a question's topic: love, work and money, health and energy; and its advice. */
  love: OrientedLine;
  work: OrientedLine;
  wellbeing: OrientedLine;
  advice: OrientedLine;
  /** Justice and Strength only: this deck's numbering (VIII, XI) against the Rider–Waite–Smith one. */
  numbering_note?: string;
}

export function cardText(locale: Locale, id: CardId): CardText {
  const texts = namespace<Record<CardId, CardText>>(locale, 'cards');
  const text = texts[id];
  if (!text) throw new Error(`no text for card ${id} in ${locale}`);
  return text;
}

/** What the classic image's figures, objects, colours and numbers mean (locales/<lang>/symbols.json). */
export function cardSymbols(locale: Locale, id: CardId): string {
  const symbols = namespace<Record<CardId, string>>(locale, 'symbols')[id];
  if (!symbols) throw new Error(`no symbols for card ${id} in ${locale}`);
  return symbols;
}

export interface CardDto {
  id: CardId;
  arcana: CardDef['arcana'];
  suit: CardDef['suit'];
  number: number;
  name: string;
  keywords_upright: string[];
  keywords_reversed: string[];
  meaning_upright: string;
  meaning_reversed: string;
  image_description: string;
  /** What the image's symbols mean, as a teacher explains them (issue 23 item 2). */
  symbols: string;
  love: OrientedLine;
  work: OrientedLine;
  wellbeing: OrientedLine;
  advice: OrientedLine;
  /** Where this deck's number differs from the Rider–Waite–Smith deck's (Justice, Strength); else null. */
  numbering_note: string | null;
  /** How the card answers a yes/no question in each orientation (ADR 0022). */
  yes_no: { upright: YesNo; reversed: YesNo };
  /** The classical element (names in astrology.json), and the astrological correspondence in words. */
  element: Element;
  astrology: string;
  /** The Sun's dates, the Hebrew letter and path, the pip's number (ADR 0058). */
  correspondences: Correspondences;
  image_url: string;
}

/** The face with its name in `locale`; English is the default and needs no parameter (ADR 0023). */
export const cardImageUrl = (id: CardId, locale: Locale = 'en') =>
  `/api/tarot/cards/${id}/image.svg${locale === 'en' ? '' : `?locale=${locale}`}`;

export function cardDtos(locale: Locale): CardDto[] {
  return DECK.map((card) => {
    const text = cardText(locale, card.id);
    return {
      id: card.id,
      arcana: card.arcana,
      suit: card.suit,
      number: card.number,
      name: text.name,
      keywords_upright: text.upright,
      keywords_reversed: text.reversed,
      meaning_upright: text.meaning_upright,
      meaning_reversed: text.meaning_reversed,
      image_description: text.image_description,
      symbols: cardSymbols(locale, card.id),
      love: text.love,
      work: text.work,
      wellbeing: text.wellbeing,
      advice: text.advice,
      numbering_note: text.numbering_note ?? null,
      yes_no: { upright: yesNoOf(card.id, false), reversed: yesNoOf(card.id, true) },
      element: elementOf(card.id),
      astrology: astrologyText(locale, card.id),
      correspondences: correspondencesOf(locale, card.id),
      image_url: cardImageUrl(card.id, locale),
    };
  });
}
