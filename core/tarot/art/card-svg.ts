/**
 * Card artwork drawn entirely in code: the scene's sky (a night in the card's
 * elemental palette, lit by day, or its own dusk or black, see sky.ts), the day's
 * horizon on the scene's ground line (horizon.ts), a seeded star field that leaves
 * the sky around a sun clear, a gold border, the card's scene and its name on a
 * ribbon. Output is deterministic so it can be cached, served and diffed.
 */
import type { CardDef } from '../deck.js';
import { border, nameBanner, numeral, starField, svgDocument } from './frame.js';
import { horizonSvg } from './horizon.js';
import { minorScene } from './minor.js';
import { englishName } from './names.js';
import { paletteFor } from './palette.js';
import { hashString } from './random.js';
import { roman } from './roman.js';
import { skyFor, sunGlow } from './sky.js';
import { majorEmblem } from './symbols.js';

export { cardBackSvg } from './back.js';
export { englishName } from './names.js';

export interface CardArtOptions {
  /** The name printed on the banner and used as the SVG title; the English name by default. */
  name?: string;
  /** The prefix of the drawing's XML ids; the card id by default. A quiz passes one that names no card. */
  prefix?: string;
  /** False draws the plain ornament where the Roman numeral goes: a quiz's card must not give its number away. */
  numeral?: boolean;
}

export function cardSvg(card: CardDef, options: CardArtOptions = {}): string {
  const p = paletteFor(card.suit);
  const name = options.name ?? englishName(card);
  // Card ids are lowercase letters, digits and dashes: already valid XML ids.
  const prefix = options.prefix ?? card.id;
  const scene = card.suit ? minorScene(prefix, card.suit, card.number, p) : majorEmblem(card.number, p);
  // Courts are told apart by their figure and name; only majors and pips carry a number.
  const label = options.numeral === false || (card.suit && card.number > 10) ? '' : roman(card.number);
  const sky = skyFor(card, p);
  const docP = sky.glow ? { ...p, glow: sky.glow } : p;
  return svgDocument(
    prefix,
    docP,
    name,
    // The scene goes under the border and numeral, so land, walls and night skies can run to the edge.
    sunGlow(prefix, sky, p) +
      (sky.horizon ? horizonSvg(prefix, sky.horizon, !card.suit, p) : '') +
      (sky.stars ? starField(hashString(card.id), p, sky.clear) : '') +
      scene +
      border(p) +
      numeral(label, p) +
      nameBanner(name, p),
    sky.stops,
    sky.kind,
  );
}
