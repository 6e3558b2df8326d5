/** Turns a stored reading into what the oracle needs: localized positions, card names and meanings. */
import type { ReadingRow, UserRow } from '../../db/schema.js';
import type { Locale } from '../locales.js';
import type { ReadingRequest } from '../oracle/oracle.js';
import { cardText } from '../tarot/card-texts.js';
import { findCard, majorForArcana } from '../tarot/deck.js';
import type { DrawnCard } from '../tarot/draw.js';
import { spreadText } from '../tarot/spreads.js';

export function readingRequest(reading: ReadingRow, user: UserRow): ReadingRequest {
  const locale = reading.locale as Locale;
  const spread = spreadText(locale, reading.spreadId);
  const drawn = JSON.parse(reading.cards) as DrawnCard[];
  const arcanaName = (n: number) => cardText(locale, majorForArcana(n).id).name;
  return {
    locale,
    spreadId: reading.spreadId,
    spreadName: spread.name,
    question: reading.question,
    cards: drawn.map((d) => {
      const def = findCard(d.card_id);
      const text = cardText(locale, d.card_id);
      return {
        position: d.position,
        positionName: spread.positions[d.position] ?? d.position,
        cardId: d.card_id,
        name: text.name,
        reversed: d.reversed,
        keywords: d.reversed ? text.reversed : text.upright,
        meaning: d.reversed ? text.meaning_reversed : text.meaning_upright,
        arcana: def?.arcana ?? 'minor',
        suit: def?.suit ?? null,
      };
    }),
    personalArcana:
      reading.usePersonalArcana && user.firstArcana !== null && user.secondArcana !== null
        ? { first: arcanaName(user.firstArcana), second: arcanaName(user.secondArcana) }
        : null,
  };
}
