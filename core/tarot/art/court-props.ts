/**
 * The small emblems that tell one court card from another of the same rank,
 * after the Rider–Waite–Smith images: salamanders, fish, birds, butterflies,
 * roses, a rabbit, grapes. Each is tagged with `data-figure` (tests check that
 * no two court cards share their cast).
 */
import { lion, placed } from './beasts.js';
import { castleTower, LEAF, RED } from './kit.js';
import { gilt, type Palette, pale } from './palette.js';
import { wing } from './people.js';
import { circle, el, fmt, g, path } from './shapes.js';

/** Wraps an emblem so tests and readers of the SVG can find it. */
export const figure = (name: string, body: string): string => g({ 'data-figure': name }, body);

const FIRE = '#e8743b';

/** Salamanders curled into rings, biting their tails (the fire suit's emblem), r about 7. */
export const salamanders = (spots: readonly (readonly [number, number])[], r = 7, width = 2.2): string =>
  figure(
    'salamander',
    path(
      spots
        .map(
          ([x, y]) =>
            `M${fmt(x + r)} ${fmt(y)}A${r} ${r} 0 1 1 ${fmt(x)} ${fmt(y - r)}l${fmt(r * 0.5)} ${fmt(-r * 0.3)}`,
        )
        .join(''),
      { fill: 'none', stroke: FIRE, 'stroke-width': width, 'stroke-linecap': 'round' },
    ),
  );

/**
 * Lions lying on a throne, each its feet at a spot, facing outward (the one
 * on the left mirrored), about 100 * s long; `mane` as in `lion`.
 */
export const lions = (
  p: Palette,
  spots: readonly (readonly [number, number])[],
  s = 0.45,
  mane?: string,
): string =>
  figure('lion', spots.map(([x, y]) => placed('carved-lion', x, y, s, x < 0, lion(p, false, mane))).join(''));

/** A fish leaping to the right from (x, y), about 20 * s long. */
export const fish = (x: number, y: number, s = 1, flip = false): string =>
  figure(
    'fish',
    path(
      `M${x} ${y}q${fmt(6 * s)}-${fmt(10 * s)} ${fmt(14 * s)}-${fmt(4 * s)}q-${fmt(4 * s)} ${fmt(8 * s)}-${fmt(14 * s)} ${fmt(4 * s)}zm${fmt(14 * s)}-${fmt(4 * s)}l${fmt(6 * s)}-${fmt(4 * s)}v${fmt(8 * s)}z`,
      {
        fill: '#62d6d2',
        'stroke-width': 1,
        ...(flip ? { transform: `translate(${fmt(2 * x)} 0) scale(-1 1)` } : {}),
      },
    ),
  );

/** A few birds in flight as open V strokes. */
export const birds = (spots: readonly (readonly [number, number])[], w = 7): string =>
  figure(
    'birds',
    path(
      spots
        .map(
          ([x, y]) =>
            `M${x - w} ${y - 3}Q${x - w / 2} ${y - 6} ${x} ${y}Q${x + w / 2} ${y - 6} ${x + w} ${y - 3}`,
        )
        .join(''),
      {
        fill: 'none',
        'stroke-width': 1.6,
      },
    ),
  );

/** A butterfly, the air suit's sign of the soul, at (x, y). */
export const butterfly = (x: number, y: number, s = 1): string =>
  figure(
    'butterfly',
    path(
      `M${x} ${y}q${fmt(-14 * s)}-${fmt(12 * s)}-${fmt(16 * s)} 0q${fmt(2 * s)} ${fmt(10 * s)} ${fmt(16 * s)} 0q${fmt(14 * s)} ${fmt(10 * s)} ${fmt(16 * s)} 0q${fmt(-2 * s)}-${fmt(12 * s)}-${fmt(16 * s)} 0z`,
      { fill: '#9fd7ff', 'stroke-width': 1.2 },
    ),
  );

/** Roses on a bower, as red rings with a gold heart. */
export const roses = (spots: readonly (readonly [number, number])[]): string =>
  figure(
    'roses',
    spots
      .map(
        ([x, y]) =>
          circle(x, y, 5.5, { fill: RED, 'stroke-width': 1 }) +
          circle(x, y, 1.8, { fill: '#e8c54a', stroke: 'none' }),
      )
      .join(''),
  );

/** A rabbit sitting, facing left, its feet at (x, y): the Queen of Pentacles' sign of fertility. */
export const rabbit = (x: number, y: number): string =>
  figure(
    'rabbit',
    path(`M${x - 11} ${y - 19}l-3-13l4 1l3 11ZM${x - 7} ${y - 20}l1-13l4 2l-1 11Z`, {
      fill: '#b8a890',
      'stroke-width': 1,
    }) +
      el('ellipse', { cx: x + 2, cy: y - 8, rx: 12, ry: 8, fill: '#b8a890', 'stroke-width': 1.2 }) +
      circle(x - 9, y - 15, 5.5, { fill: '#b8a890', 'stroke-width': 1.2 }) +
      circle(x - 11, y - 16, 0.9, { fill: '#000', stroke: 'none' }),
  );

/** Bunches of grapes, the King of Pentacles' harvest. */
export const grapes = (spots: readonly (readonly [number, number])[]): string =>
  figure(
    'grapes',
    spots
      .map(
        ([x, y]) =>
          [
            [0, 0],
            [-4, -5],
            [4, -5],
            [-6, -11],
            [0, -10],
            [6, -11],
          ]
            .map(([dx = 0, dy = 0]) =>
              circle(x + dx * 1.4, y + dy * 1.4, 4, { fill: '#6a3a8a', 'stroke-width': 0.8 }),
            )
            .join('') + path(`M${x} ${y - 19}q2-5 8-5`, { stroke: LEAF, 'stroke-width': 1.4 }),
      )
      .join(''),
  );

/** A castle on the horizon. */
export const castle = (x: number, y: number): string =>
  figure('castle', castleTower(x, y, 18, 34, '#5a5a6a') + castleTower(x + 16, y, 14, 24, '#5a5a6a'));

/** Small wings, on a Knight of Cups' helmet or a Queen of Cups' lidded cup. */
export const wings = (x: number, y: number, s: number, fill: string): string =>
  wing(x - 2, y, s, fill) + wing(x + 2, y, s, fill, true);

/** The Queen of Cups' closed, ornate cup with winged handles, at (x, y), about 50 tall. */
export const closedCup = (p: Palette, x: number, y: number): string =>
  figure(
    'closed-cup',
    wing(x - 12, y - 8, 0.22, pale(p), false, -30) +
      wing(x + 12, y - 8, 0.22, pale(p), true, -30) +
      path(
        `M${x - 12} ${y - 16}H${x + 12}Q${x + 12} ${y + 4} ${x} ${y + 8}Q${x - 12} ${y + 4} ${x - 12} ${y - 16}Z`,
        gilt(p, 0.9),
      ) +
      path(`M${x - 13} ${y - 16}Q${x} ${y - 34} ${x + 13} ${y - 16}Z`, gilt(p, 0.9)) +
      path(`M${x} ${y - 25}v-8M${x - 3} ${y - 30}h6`, { 'stroke-width': 1.6 }) +
      path(`M${x} ${y + 8}v10M${x - 8} ${y + 20}h16`, { 'stroke-width': 2 }) +
      el('ellipse', { cx: x, cy: y - 5, rx: 3, ry: 4, fill: RED, 'stroke-width': 0.8 }),
  );

/** A round-crowned tree on the horizon, its foot at (x, y). */
export const tree = (x: number, y: number, s = 1): string =>
  figure(
    'tree',
    path(`M${x} ${y}V${fmt(y - 26 * s)}`, { stroke: '#5a3a1c', 'stroke-width': 3 }) +
      circle(x, y - 34 * s, 14 * s, { fill: '#3a6a2a', 'stroke-width': 1.2 }),
  );

/** The Queen of Wands' black cat, sitting facing us, its feet at (x, y), about 36 tall. */
export const blackCat = (x: number, y: number): string =>
  figure(
    'cat',
    path(
      `M${x - 13} ${y}Q${x - 17} ${y - 20} ${x - 7} ${y - 26}L${x - 9} ${y - 38}L${x - 3} ${y - 32}H${x + 3}L${x + 9} ${y - 38}L${x + 7} ${y - 26}Q${x + 17} ${y - 20} ${x + 13} ${y}Z`,
      { fill: '#0c0a14', 'stroke-width': 1.2 },
    ) +
      path(`M${x - 3.5} ${y - 26}h0M${x + 3.5} ${y - 26}h0`, { stroke: '#e8c54a', 'stroke-width': 2.4 }) +
      path(`M${x + 13} ${y - 2}q12 2 10-14`, { stroke: '#0c0a14', 'stroke-width': 3.4 }),
  );

/** A goat's head with curling horns, carved on the Queen of Pentacles' throne (Capricorn, the earth sign). */
export const goat = (spots: readonly (readonly [number, number])[], s = 1.4): string =>
  figure(
    'goat',
    spots
      .map(([x, y]) =>
        g(
          { transform: `translate(${x} ${y}) scale(${s})`, 'stroke-width': fmt(1.2 / s) },
          path('M-4-6Q-14-16-16-4Q-15 4-9 2M4-6Q14-16 16-4Q15 4 9 2', { 'stroke-width': fmt(2.4 / s) }) +
            path('M-7-6Q0-10 7-6L3 10Q0 13-3 10Z', { fill: '#a89a7a' }) +
            path('M-3 10Q0 18 3 10', { fill: '#a89a7a' }) +
            path('M-3-1h0M3-1h0', { stroke: '#000', 'stroke-width': fmt(2.2 / s) }),
        ),
      )
      .join(''),
  );

/** A bull's head with its horns, carved on the King of Pentacles' throne (Taurus). */
export const bull = (spots: readonly (readonly [number, number])[], s = 1): string =>
  figure(
    'bull',
    spots
      .map(
        ([x, y]) =>
          path(
            `M${fmt(x - 14 * s)} ${y}q${fmt(-6 * s)}${fmt(-12 * s)} ${fmt(4 * s)}${fmt(-12 * s)}M${fmt(x + 14 * s)} ${y}q${fmt(6 * s)}${fmt(-12 * s)}${fmt(-4 * s)}${fmt(-12 * s)}`,
            {
              'stroke-width': 2.4,
            },
          ) + el('ellipse', { cx: x, cy: y, rx: 9 * s, ry: 7 * s, fill: '#7a5a4a', 'stroke-width': 1.2 }),
      )
      .join(''),
  );

/** Pebbles on the shore, as small grey ovals. */
export const pebbles = (spots: readonly (readonly [number, number])[]): string =>
  figure(
    'pebbles',
    spots
      .map(([x, y], i) =>
        el('ellipse', { cx: x, cy: y, rx: 4 + (i % 3), ry: 2.4, fill: '#8a8a8a', 'stroke-width': 0.8 }),
      )
      .join(''),
  );

/** Wave crests: curling strokes across the water. */
export const waves = (spots: readonly (readonly [number, number])[], w = 14): string =>
  figure(
    'waves',
    path(
      spots
        .map(
          ([x, y]) =>
            `M${x - w} ${y}q${w / 2}-${w / 2} ${w} 0q-${w / 4}-${w / 5} 0-${w / 3}q${w / 2} ${w / 4} ${w} ${w / 3}`,
        )
        .join(''),
      { stroke: '#bfe6ee', 'stroke-width': 1.4 },
    ),
  );

/** Gusts of wind, long curling strokes. */
export const wind = (spots: readonly (readonly [number, number])[]): string =>
  figure(
    'wind',
    path(spots.map(([x, y]) => `M${x - 30} ${y}q20-6 40 0t22-8q-4-6-10-2`).join(''), {
      'stroke-width': 1.2,
      'stroke-opacity': 0.7,
    }),
  );

/** Flowers in the grass, as yellow dots. */
export const flowers = (spots: readonly (readonly [number, number])[]): string =>
  figure(
    'flowers',
    path(spots.map(([x, y]) => `M${x} ${y}h0`).join(''), { stroke: '#e8c54a', 'stroke-width': 3.4 }),
  );

/** A vine climbing from (x, y) in a wave of `h` units, with leaves (the King of Pentacles' garden). */
export const vine = (spots: readonly (readonly [number, number])[], h = 120): string =>
  figure(
    'vines',
    path(spots.map(([x, y]) => `M${x} ${y}q-10-${h / 6} 0-${h / 3}t0-${h / 3}t0-${h / 3}`).join(''), {
      stroke: '#4a6a2a',
      'stroke-width': 2.4,
    }) +
      path(
        spots
          .flatMap(([x, y]) =>
            [0.2, 0.45, 0.7, 0.9].map((t, i) => {
              const side = i % 2 ? 1 : -1;
              const ly = fmt(y - h * t);
              return `M${x} ${ly}q${side * 8}-6 ${side * 14}-1q${side * -6} 5 ${side * -14} 1z`;
            }),
          )
          .join(''),
        { fill: LEAF, 'stroke-width': 0.8 },
      ),
  );

/** A winged cherub's head, carved on a throne. */
export const cherub = (p: Palette, x: number, y: number): string =>
  figure(
    'cherub',
    wing(x - 3, y + 2, 0.16, pale(p), false, -20) +
      wing(x + 3, y + 2, 0.16, pale(p), true, -20) +
      circle(x, y, 5, { fill: '#e8d6b8', 'stroke-width': 1 }),
  );

/** Cypress-like trees, tall and narrow, bending with the wind when `bend` is set. */
export const poplars = (spots: readonly (readonly [number, number])[], h = 40, bend = 0): string =>
  figure(
    'trees',
    path(
      spots
        .map(
          ([x, y]) =>
            `M${x - 5} ${y}Q${x - 7} ${fmt(y - h * 0.6)} ${fmt(x + bend)} ${y - h}Q${x + 7} ${fmt(y - h * 0.6)} ${x + 5} ${y}Z`,
        )
        .join(''),
      { fill: '#2a4a2a', 'stroke-width': 1 },
    ),
  );
