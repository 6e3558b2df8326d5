/**
 * The court cards (ADR 0059): the Pages, Queens and Kings each in their own
 * pose, place and throne (court-pages.ts, court-queens.ts, court-kings.ts),
 * and the Knights here, on horses that rear, walk, charge or stand still,
 * with the Rider–Waite–Smith emblems each card is read by (court-props.ts).
 */
import type { Suit } from '../deck.js';
import { type Gait, horse, placed } from './beasts.js';
import { king } from './court-kings.js';
import { coinAt, cupAt, DRESS, HAIR, handOf, holding, LAND, swordAt, wandAt } from './court-kit.js';
import { page } from './court-pages.js';
import { birds, figure, salamanders, tree, wings } from './court-props.js';
import { queen } from './court-queens.js';
import { cloud, ground, hills, type Kit, LEAF, RED, sea, WATER } from './kit.js';
import { pale } from './palette.js';
import type { Limb, Person } from './people.js';
import { g, path } from './shapes.js';

/** Knights' steel and the Knight of Wands' flame-coloured plume. */
const ARMOUR = '#8a8a9a';
const FIRE_PLUME = '#e8743b';

/** The landscape behind a knight, told by suit. */
function backdrop(k: Kit): string {
  const land = LAND[k.suit];
  switch (k.suit) {
    case 'wands':
      return (
        figure(
          'pyramids',
          path('M-110 80L-84 40L-58 80ZM60 80L90 30L120 80Z', { fill: '#6a3a1a', 'stroke-width': 1.2 }),
        ) + ground('90Q0 80 125 90', land)
      );
    case 'cups':
      return sea(70) + ground('110Q0 100 125 112', land);
    case 'swords':
      return (
        cloud(k.p, -70, -140, 40) +
        path('M-125-60l30 6l30-10l40 8l50-12l60 6', { stroke: pale(k.p), 'stroke-width': 1.2 }) +
        ground('90Q-40 70 0 86T125 80', land)
      );
    default:
      return (
        hills(70, k.p) +
        ground('94', land) +
        figure(
          'furrows',
          path('M-125 110H125M-125 126H125M-125 142H125', { stroke: '#5a4a2a', 'stroke-width': 1.2 }),
        )
      );
  }
}

function knight(k: Kit): string {
  const gait: Record<Suit, Gait> = { wands: 'rear', cups: 'walk', swords: 'gallop', pentacles: 'stand' };
  const hs = 1.95;
  const w = 2 / hs;
  const rs = 0.78;
  const rx = 2;
  const ry = -34;
  const tint = HAIR[k.suit];
  // The left hand keeps the reins at the horse's neck; the right holds the sign.
  const reins: Limb = [
    [-2, -58],
    [16, -58],
  ];
  const pose: Record<Suit, Person> = {
    wands: {
      r: [
        [24, -68],
        [28, -84],
      ],
      face: { turn: 0.8, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    cups: {
      r: [
        [24, -64],
        [38, -70],
      ],
      face: { turn: 1, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // The Knight of Swords charges, leaning in, his blade raised ahead.
    swords: {
      lean: 14,
      r: [
        [24, -84],
        [34, -96],
      ],
      face: { turn: 1, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    pentacles: {
      r: [
        [22, -60],
        [34, -64],
      ],
      face: { turn: 1, gaze: -1, hair: 'short', tint },
      grip: { l: 'fist', r: 'open' },
    },
  };
  const o: Person = {
    ...pose[k.suit],
    figure: 'knight',
    body: 'tunic',
    hat: 'helm',
    fill: ARMOUR,
    legL: [],
    legR: [
      [14, -22],
      [12, -4],
    ],
    l: reins,
    mid: path('M-12-62H12M-13-50H13M-10-76Q-16-74-15-66M10-76Q16-74 15-66', { 'stroke-opacity': 0.7 }),
  };
  const hand = handOf(rx, ry, rs, o, 'r');
  const [hx, hy] = hand;
  const thing: Record<Suit, string> = {
    // Short enough to stay clear of the numeral's rules and the inner frame.
    wands: wandAt(k, hand, 64, 34, 8),
    cups: cupAt(k, hand, 0.42),
    swords: swordAt(k, hand, 40, 54),
    pentacles: coinAt(k, [hx + 4, hy - 10], 0.42),
  };
  const plume: Record<Suit, string> = {
    wands: path('M0-99Q-6-112-16-112Q-8-106-12-100Z', { fill: FIRE_PLUME }),
    cups: wings(0, -98, 0.13, pale(k.p)),
    swords: path('M0-99Q-8-110-20-104Q-10-102-12-96Z', { fill: RED }),
    pentacles: path('M0-99Q-4-108 2-112Q4-106 0-99Z', { fill: LEAF }),
  };
  const rider = g(
    { 'stroke-width': w },
    holding(k, rx, ry, rs, { ...o, back: plume[k.suit] }, thing[k.suit], w),
  );
  const blanket =
    path('M-30-66Q-4-58 22-66L26-32Q-4-26-34-32Z', { fill: DRESS[k.suit] }) +
    (k.suit === 'wands'
      ? salamanders(
          [
            [-18, -48],
            [10, -47],
          ],
          5,
          1.2,
        )
      : '');
  const coat: Record<Suit, string> = {
    wands: '#7a5a4a',
    cups: pale(k.p),
    swords: '#7a5a4a',
    pentacles: '#2a2430',
  };
  const extra: Record<Suit, string> = {
    wands: '',
    cups: figure(
      'river',
      path('M-134 128Q-110 116-84 124T-40 116', { fill: 'none', stroke: WATER, 'stroke-width': 7 }),
    ),
    swords: birds([
      [60, -120],
      [82, -108],
      [96, -126],
    ]),
    pentacles: tree(100, 94, 0.9),
  };
  return (
    backdrop(k) +
    extra[k.suit] +
    placed('horse', -14, 150, hs, false, horse(k.p, gait[k.suit], coat[k.suit], blanket + rider))
  );
}

export const COURTS: Record<number, (k: Kit) => string> = { 11: page, 12: knight, 13: queen, 14: king };
