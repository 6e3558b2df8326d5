/**
 * Card artwork drawn entirely in code: a night sky in the card's elemental
 * palette, a seeded star field, a gold border and the card's own emblem.
 * Output is deterministic so it can be cached, served and diffed as is.
 */
import type { CardDef } from '../deck.js';
import { border, footMark, numeral, starField, svgDocument } from './frame.js';
import { minorEmblem } from './minor.js';
import { paletteFor } from './palette.js';
import { hashString } from './random.js';
import { roman } from './roman.js';
import { majorEmblem } from './symbols.js';

export { cardBackSvg } from './back.js';

/** Vertical centre of the emblem: a little below the middle, under the numeral. */
const EMBLEM_Y = 268;

export function cardSvg(card: CardDef): string {
  const p = paletteFor(card.suit);
  // Card ids are lowercase letters, digits and dashes: already valid XML ids.
  const prefix = card.id;
  const emblem = card.suit
    ? minorEmblem(prefix, card.suit, card.number, p, EMBLEM_Y)
    : majorEmblem(card.number, p, 150, EMBLEM_Y);
  // Courts are told apart by their emblem; only majors and pips carry a number.
  const label = card.suit && card.number > 10 ? '' : roman(card.number);
  return svgDocument(
    prefix,
    p,
    starField(hashString(card.id), p) + border(p) + numeral(label, p) + emblem + footMark(p),
  );
}
