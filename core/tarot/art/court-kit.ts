/**
 * What the sixteen court cards share: the suits' dress, land and hair
 * colours, and the way a court figure holds its staff, cup, sword or coin
 * (the figure without hands, the thing, then the hands over it).
 */
import type { Suit } from '../deck.js';
import { figure } from './court-props.js';
import { type Kit, RED } from './kit.js';
import { at, handsOf, type Person, type Pt, person } from './people.js';

/** A suit's robe colour. */
export const DRESS: Record<Suit, string> = {
  wands: '#c8642a',
  cups: '#3a6a9a',
  swords: '#5a5a8a',
  pentacles: '#4a7a3a',
};
/** Kings' cloaks, after RWS: the salamander red, a sea-gold, a storm purple, the vineyard's dark. */
export const CLOAK: Record<Suit, string> = {
  wands: RED,
  cups: '#c8962a',
  swords: '#6a3a8a',
  pentacles: '#2a2438',
};
/** The ground under each suit's figures. */
export const LAND: Record<Suit, string> = {
  wands: '#3a1a10',
  cups: '#123828',
  swords: '#3a3a4a',
  pentacles: '#2a3a1a',
};
/** Each court's hair colour, by suit. */
export const HAIR: Record<Suit, string> = {
  wands: '#b0582a',
  cups: '#c89a4a',
  swords: '#5a4632',
  pentacles: '#6a4a22',
};

/** What each suit's court holds, named in `data-figure` (tests find the hand that holds it). */
const HELD: Record<Suit, string> = { wands: 'wand', cups: 'cup', swords: 'sword', pentacles: 'pentacle' };

/** Tags the card's own suit object. */
export const held = (k: Kit, body: string): string => figure(HELD[k.suit], body);

/** A staff gripped at (x, y), rising `up` above the hand and `down` below it, leaning `lean` units at the top. */
export const wandAt = (k: Kit, [x, y]: Pt, up = 110, down = 70, lean = 0): string =>
  held(k, k.staff(x - (lean * down) / up, y + down, x + lean, y - up, 2));

/** A sword gripped at (x, y) by its handle, the blade pointing `angle` degrees from upright. */
export function swordAt(k: Kit, [x, y]: Pt, angle: number, len = 120): string {
  const a = (angle * Math.PI) / 180;
  return held(k, k.blade(x + 6 * Math.sin(a), y - 6 * Math.cos(a), angle, len));
}

/** A cup held by its stem at (x, y), upright. */
export const cupAt = (k: Kit, [x, y]: Pt, s = 0.6): string => held(k, k.sign(x, y - 14 * s, s));

/** A coin centred at (x, y). */
export const coinAt = (k: Kit, [x, y]: Pt, s = 0.7): string => held(k, k.sign(x, y, s));

/**
 * A person and what they hold: the figure without its hands, the held things,
 * then the hands over them, so each one grips instead of floating beside it.
 */
export function holding(
  k: Kit,
  x: number,
  y: number,
  s: number,
  o: Person,
  things: string,
  weight = 2,
): string {
  return person(k.p, x, y, s, { ...o, hands: false }, weight) + things + handsOf(k.p, x, y, s, o, weight);
}

/** Where a person's left (`l`) or right (`r`) hand, as the picture shows them, lands on the card. */
export function handOf(x: number, y: number, s: number, o: Person, side: 'l' | 'r'): Pt {
  const end = o[side]?.at(-1) ?? [0, 0];
  return at(x, y, s, end, o.lean ?? 0, o.flip);
}
