/**
 * Minor arcana faces: pips for ace..ten, a rank emblem over the suit glyph for
 * the courts. Coordinates are relative to the card's emblem centre.
 */
import type { Suit } from '../deck.js';
import type { Palette } from './palette.js';
import { circle, el, g, path, rays, sparkle, star } from './shapes.js';
import { placedGlyph, suitGlyph } from './suit.js';

type Pt = readonly [number, number];

const COL = 58;
const column = (x: number, ys: readonly number[]): Pt[] => ys.map((y) => [x, y] as const);
const pair = (ys: readonly number[]): Pt[] => [...column(-COL, ys), ...column(COL, ys)];

/** Playing-card pip positions: familiar, balanced, and readable at a glance. */
const PIPS: Record<number, readonly Pt[]> = {
  2: column(0, [-88, 88]),
  3: column(0, [-112, 0, 112]),
  4: pair([-88, 88]),
  5: [...pair([-100, 100]), [0, 0]],
  6: pair([-110, 0, 110]),
  7: [...pair([-110, 0, 110]), [0, -55]],
  8: [...pair([-110, 0, 110]), [0, -55], [0, 55]],
  9: [...pair([-120, -40, 40, 120]), [0, 0]],
  10: [...pair([-120, -40, 40, 120]), [0, -80], [0, 80]],
};

const pipScale = (n: number): number => (n <= 3 ? 1.65 : n <= 6 ? 1.4 : n <= 8 ? 1.3 : 1.15);

/** Wands lean like a gathered bundle of staves; the other suits stand upright. */
const PIP_TILT: Record<Suit, number> = { wands: 20, cups: 0, swords: 0, pentacles: 0 };

/**
 * The glyph is defined once and reused: ten copies inline would push a ten of
 * cups past the size budget.
 */
function pips(prefix: string, suit: Suit, n: number, p: Palette, cy: number): string {
  const s = pipScale(n);
  const id = `${prefix}-pip`;
  const tilt = PIP_TILT[suit] ? ` rotate(${PIP_TILT[suit]})` : '';
  const uses = (PIPS[n] ?? [])
    .map(([x, y]) => el('use', { href: `#${id}`, transform: `translate(${x} ${y + cy})${tilt} scale(${s})` }))
    .join('');
  return el('defs', {}, el('g', { id }, suitGlyph(suit, p, s))) + g({ transform: 'translate(150 0)' }, uses);
}

function ace(suit: Suit, p: Palette): string {
  return (
    rays(0, 0, 78, 104, 24, { stroke: p.gold, 'stroke-width': 1.2, 'stroke-opacity': 0.6 }) +
    circle(0, 0, 70, { fill: p.shade, 'fill-opacity': 0.5, stroke: p.gold, 'stroke-width': 1 }) +
    circle(0, 0, 64, { fill: 'none', stroke: p.accent, 'stroke-width': 0.6, 'stroke-dasharray': '2 4' }) +
    placedGlyph(suit, p, 0, 0, 2.5)
  );
}

function horseHead(p: Palette): string {
  return (
    path('M14 30L16 6Q18-14 6-24L8-35L0-27Q-12-25-20-10L-28 4Q-30 11-23 12L-12 8Q-6 8-6 14L-14 30Z', {
      fill: p.accent,
      'fill-opacity': 0.3,
    }) +
    path('M8-22Q23-8 18 16', { 'stroke-width': 3, 'stroke-opacity': 0.7 }) +
    circle(-9, -11, 2.2, { fill: p.gold })
  );
}

function roundCrown(p: Palette): string {
  const tips: Pt[] = [
    [-38, -20],
    [-18, -26],
    [0, -32],
    [18, -26],
    [38, -20],
  ];
  return (
    path('M-33 8L-38-20Q-27-4-18-26Q-8-6 0-32Q8-6 18-26Q27-4 38-20L33 8Z', {
      fill: p.accent,
      'fill-opacity': 0.3,
    }) +
    tips.map(([x, y]) => circle(x, y, 4.5, { fill: p.gold })).join('') +
    path('M-33 8H33', { 'stroke-width': 3 }) +
    circle(0, -4, 4, { fill: p.accent })
  );
}

function sharpCrown(p: Palette): string {
  return (
    path('M-36 10L-40-30L-24-8L-12-38L0-12L12-38L24-8L40-30L36 10Z', {
      fill: p.accent,
      'fill-opacity': 0.3,
    }) +
    path('M-36 10H36M-37 0H37', { 'stroke-width': 2 }) +
    path('M0-7L5-2L0 3L-5-2Z', { fill: p.gold }) +
    star(0, -50, 6, 4, { fill: p.gold }, 0.3)
  );
}

const COURT_EMBLEM: Record<number, (p: Palette) => string> = {
  11: (p) => star(0, 0, 20, 5, { fill: p.gold, 'fill-opacity': 0.85 }) + sparkle(0, 0, 34, { fill: 'none' }),
  12: horseHead,
  13: roundCrown,
  14: sharpCrown,
};

/** Courts: rank emblem above, the suit glyph in a medallion below. */
function court(suit: Suit, n: number, p: Palette): string {
  const emblem = COURT_EMBLEM[n]?.(p) ?? '';
  const lineStyle = {
    fill: 'none',
    stroke: p.gold,
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  return (
    g({ ...lineStyle, transform: 'translate(0 -98) scale(1.45)' }, emblem) +
    circle(0, 40, 76, { fill: p.shade, 'fill-opacity': 0.45, stroke: p.gold, 'stroke-width': 1.2 }) +
    circle(0, 40, 70, { fill: 'none', stroke: p.gold, 'stroke-width': 0.6, 'stroke-opacity': 0.6 }) +
    placedGlyph(suit, p, 0, 40, 2)
  );
}

/** Minor face body; `cy` is the vertical centre of the emblem area. */
export function minorScene(prefix: string, suit: Suit, n: number, p: Palette, cy = 250): string {
  if (n === 1) return g({ transform: `translate(150 ${cy})` }, ace(suit, p));
  if (n <= 10) return pips(prefix, suit, n, p, cy);
  return g({ transform: `translate(150 ${cy})` }, court(suit, n, p));
}
