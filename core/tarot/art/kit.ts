/**
 * Props for the minor arcana scenes: staves, blades, the suit sign reused by
 * reference, ground, sea and cloud. A scene is drawn 1:1 around the card's
 * centre, about ±125 wide, from y = -178 (under the numeral) to the ground at
 * y = 150 (above the name ribbon).
 */
import type { Suit } from '../deck.js';
import { gilt, type Palette, pale, tint } from './palette.js';
import { limbs, type Pt } from './people.js';
import { type Attrs, circle, el, fmt, g, path } from './shapes.js';
import { suitGlyph } from './suit.js';

export const WOOD = '#9a6a3a';
export const LEAF = '#7fb069';
export const RED = '#c0395a';
export const WATER = '#2d5f8a';
export const NIGHT = '#0c0a14';
export const STONE = '#6b6a7a';
/** The violet of the Lovers' angel's wings and the World's sash. */
export const PURPLE = '#a178e0';

/** Everything a scene needs: the palette, and the suit sign defined once per card. */
export class Kit {
  private used = false;

  constructor(
    readonly prefix: string,
    readonly suit: Suit,
    readonly p: Palette,
  ) {}

  /**
   * The suit sign (cup or pentacle) at (x, y), about 60 * s tall: a <use> of
   * one definition (see `defs`), which keeps a card with ten cups small.
   */
  sign(x: number, y: number, s = 0.5, rot = 0): string {
    this.used = true;
    return el('use', {
      href: `#${this.prefix}-s`,
      transform: `translate(${fmt(x)} ${fmt(y)})${rot ? ` rotate(${rot})` : ''} scale(${fmt(s)})`,
    });
  }

  /** The definition the signs refer to, if the scene used any. */
  defs(): string {
    return this.used
      ? el('defs', {}, el('g', { id: `${this.prefix}-s` }, suitGlyph(this.suit, this.p, 0.5)))
      : '';
  }

  /** Several signs at once. */
  signs(spots: readonly (readonly [number, number])[], s = 0.5): string {
    return spots.map(([x, y]) => this.sign(x, y, s)).join('');
  }

  /** A living staff from (x1, y1) to (x2, y2), with a few sprouting leaves. */
  staff(x1: number, y1: number, x2: number, y2: number, leaves = 2): string {
    const sprout = Array.from({ length: leaves }, (_, i) => {
      const t = 0.25 + (i * 0.5) / Math.max(leaves - 1, 1);
      const x = x1 + (x2 - x1) * (1 - t);
      const y = y1 + (y2 - y1) * (1 - t);
      const side = i % 2 ? 1 : -1;
      return `M${fmt(x)} ${fmt(y)}q${side * 6}-5 ${side * 10}-2q${side * -5} 4 ${side * -10} 2z`;
    }).join('');
    return (
      limbs([[[x1, y1] as Pt, [x2, y2] as Pt]], WOOD, 6, 1.1) +
      (leaves ? path(sprout, { fill: LEAF, 'stroke-width': 0.8 }) : '')
    );
  }

  /** A sword with its guard at (x, y), blade `len` long pointing `angle` degrees (0 = up), the guard `guard` wide each side. */
  blade(x: number, y: number, angle: number, len = 110, guard = 9): string {
    return g(
      { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})`, 'stroke-width': 1.3 },
      path(`M-2.6 0V${8 - len}L0 ${-len}L2.6 ${8 - len}V0Z`, { fill: pale(this.p) }) +
        path(`M-${guard} 0H${guard}`, { 'stroke-width': 3.2 }) +
        path('M0 1V11', { 'stroke-width': 3.4 }) +
        circle(0, 13, 2.4, gilt(this.p)),
    );
  }
}

/**
 * Land from border to border and down under the name ribbon: filled without
 * an outline, gold only along its top, which follows `top` (a path fragment
 * starting with its y at the left border and ending at x 125).
 */
export const ground = (top: string, fill: string | Attrs, edge = 134, bottom = 182): string =>
  path(`M${-edge} ${bottom}V${top}H${edge}V${bottom}Z`, {
    ...(typeof fill === 'string' ? { fill } : fill),
    stroke: 'none',
  }) + path(`M${-edge} ${top}H${edge}`, { 'stroke-width': 1.4 });

/** The same in the majors' space (scaled 1.12 about the card's centre): border at ±120, ribbon at 166. */
export const land = (top: string, fill: string | Attrs): string => ground(top, fill, 120, 166);

/** Gentle sea to the horizon at y; `fill` under it. */
export const sea = (y: number, fill = WATER): string =>
  ground(`${y}Q-104 ${y - 5}-74 ${y}T-14 ${y}T46 ${y}T106 ${y}T125 ${y}`, fill);

/** A bank of cloud centred on (x, y), about 2 * w wide. */
export const cloud = (p: Palette, x: number, y: number, w: number): string => {
  const h = w * 0.45;
  return path(
    `M${fmt(x - w)} ${fmt(y)}q0-${fmt(h * 0.7)} ${fmt(w * 0.4)}-${fmt(h * 0.6)}q${fmt(w * 0.15)}-${fmt(h * 0.7)} ${fmt(w * 0.6)}-${fmt(h * 0.4)}q${fmt(w * 0.4)}-${fmt(h * 0.6)} ${fmt(w * 0.7)} ${fmt(h * 0.2)}q${fmt(w * 0.3)}-${fmt(h * 0.2)} ${fmt(w * 0.3)} ${fmt(h * 0.8)}Z`,
    { fill: pale(p), 'fill-opacity': 0.9, 'stroke-width': 1.4 },
  );
};

/** Far hills on the horizon, a thin line. */
export const hills = (y: number, p: Palette): string =>
  path(`M-125 ${y}Q-90 ${y - 26}-60 ${y - 6}T0 ${y - 14}T70 ${y - 4}T125 ${y - 18}`, {
    ...tint(p, 0.18),
    'stroke-width': 1.2,
  });

/** A small house or tower, for towns and castles in the distance. */
export const house = (x: number, y: number, w: number, h: number, fill: string): string =>
  path(`M${x - w / 2} ${y}V${y - h}L${x} ${y - h - w / 2}L${x + w / 2} ${y - h}V${y}Z`, {
    fill,
    'stroke-width': 1.2,
  });

/** A battlemented tower, for castles. */
export const castleTower = (x: number, y: number, w: number, h: number, fill: string): string => {
  const c = w / 5;
  return path(
    `M${fmt(x - w / 2)} ${y}V${fmt(y - h)}h${fmt(c)}v4h${fmt(c)}v-4h${fmt(c)}v4h${fmt(c)}v-4h${fmt(c)}V${y}Z`,
    { fill, 'stroke-width': 1.2 },
  );
};
