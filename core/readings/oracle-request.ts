/** Turns a stored reading into what the oracle needs: localized positions, card names and meanings. */
import type { ReadingRow, UserRow } from '../../db/schema.js';
import { namespace } from '../i18n.js';
import type { RecurringCard } from '../insights/recurring-cards.js';
import type { Locale } from '../locales.js';
import type { OracleCard, ReadingRequest } from '../oracle/oracle.js';
import { questionLanguage } from '../safety/question-language.js';
import { astrologyText } from '../tarot/astrology.js';
import { cardText } from '../tarot/card-texts.js';
import { findCard, majorForArcana } from '../tarot/deck.js';
import type { DrawnCard } from '../tarot/draw.js';
import { elementOf } from '../tarot/elements.js';
import type { PositionName } from '../tarot/position-names.js';
import { storedPathNames } from '../tarot/position-names.js';
import { spreadText } from '../tarot/spreads.js';
import { positionNamesOf } from './reading-positions.js';

/**
 * The drawn cards of a spread as the oracle reads them, in the locale; `names` are the reading's own
 * names for some positions (the named paths, the dated weeks, the months).
 */
export function oracleCards(
  locale: Locale,
  spreadId: string,
  drawn: readonly DrawnCard[],
  names: Record<string, PositionName> = {},
): OracleCard[] {
  const spread = spreadText(locale, spreadId);
  const elements = namespace<{ elements: Record<string, string> }>(locale, 'astrology').elements;
  return drawn.map((d) => {
    const def = findCard(d.card_id);
    const text = cardText(locale, d.card_id);
    const side = d.reversed ? 'reversed' : 'upright';
    return {
      position: d.position,
      positionName: names[d.position]?.name ?? spread.positions[d.position] ?? d.position,
      positionHint: spread.hints[d.position] ?? '',
      cardId: d.card_id,
      name: text.name,
      reversed: d.reversed,
      keywords: d.reversed ? text.reversed : text.upright,
      meaning: d.reversed ? text.meaning_reversed : text.meaning_upright,
      lines: {
        love: text.love[side],
        work: text.work[side],
        wellbeing: text.wellbeing[side],
        advice: text.advice[side],
      },
      arcana: def?.arcana ?? 'minor',
      suit: def?.suit ?? null,
      number: def?.number ?? 0,
      element: elements[elementOf(d.card_id)] ?? elementOf(d.card_id),
      astrology: astrologyText(locale, d.card_id),
    };
  });
}

export function readingRequest(
  reading: ReadingRow,
  user: UserRow,
  timesAskedBefore = 0,
  recurring: RecurringCard[] = [],
): ReadingRequest {
  const locale = reading.locale as Locale;
  const arcana = (n: number) => {
    const id = majorForArcana(n).id;
    return { id, name: cardText(locale, id).name };
  };
  const first = user.firstArcana !== null ? arcana(user.firstArcana) : null;
  const second = user.secondArcana !== null ? arcana(user.secondArcana) : null;
  return {
    locale,
    spreadId: reading.spreadId,
    spreadName: spreadText(locale, reading.spreadId).name,
    question: reading.question,
    cards: oracleCards(
      locale,
      reading.spreadId,
      JSON.parse(reading.cards) as DrawnCard[],
      positionNamesOf(reading),
    ),
    pathNames: storedPathNames(reading.pathNames),
    personalArcana:
      reading.usePersonalArcana && first && second
        ? { first: first.name, second: second.name, firstId: first.id, secondId: second.id }
        : null,
    timesAskedBefore,
    questionLocale: reading.question ? questionLanguage(reading.question, locale) : locale,
    thirdParty: reading.safety === 'third_party',
    ownDeck: reading.source === 'own_deck',
    recurring: recurring.map((r) => ({ ...r, name: cardText(locale, r.cardId).name })),
  };
}
