/** Reading requests as the product builds them, for chosen or random cards, without a database. */
import type { Locale } from '../../core/locales.js';
import type { ReadingRequest } from '../../core/oracle/oracle.js';
import { oracleCards } from '../../core/readings/oracle-request.js';
import { drawCards } from '../../core/tarot/draw.js';
import { findSpread, spreadText } from '../../core/tarot/spreads.js';

/** A request for the spread with the given [card id, reversed] in position order. */
export function readingRequestFor(
  locale: Locale,
  spreadId: string,
  drawn: [string, boolean][],
  extra: Partial<ReadingRequest> = {},
): ReadingRequest {
  const spread = findSpread(spreadId);
  if (!spread) throw new Error(`no spread ${spreadId}`);
  const cards = drawn.map(([card_id, reversed], i) => ({
    position: spread.positions[i] ?? '',
    card_id,
    reversed,
  }));
  return {
    locale,
    spreadId,
    spreadName: spreadText(locale, spreadId).name,
    question: null,
    cards: oracleCards(locale, spreadId, cards),
    personalArcana: null,
    ...extra,
  };
}

/** A request with cards drawn as the server draws them, from `random` (crypto's unless a test seeds one). */
export function randomReadingRequest(
  locale: Locale,
  spreadId: string,
  question: string | null,
  allowReversed = true,
  random?: (n: number) => number,
): ReadingRequest {
  const spread = findSpread(spreadId);
  if (!spread) throw new Error(`no spread ${spreadId}`);
  const drawn = drawCards(spread.positions, allowReversed, random);
  return readingRequestFor(
    locale,
    spreadId,
    drawn.map((d) => [d.card_id, d.reversed]),
    { question },
  );
}

/** A fixed Celtic Cross draw (card id, reversed) the reader tests share. */
export const CELTIC: [string, boolean][] = [
  ['major-00', false],
  ['major-13', true],
  ['wands-01', false],
  ['wands-14', true],
  ['cups-07', false],
  ['swords-02', false],
  ['pentacles-05', true],
  ['pentacles-11', false],
  ['major-21', false],
  ['major-16', true],
];
