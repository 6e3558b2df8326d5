/**
 * The four aces, each in its Rider–Waite–Smith composition: a hand out of a
 * cloud offers the suit's sign over the landscape that belongs to it — the
 * sprouting rod over a castle on its hill, the cup of the dove and the five
 * streams over a lotus pond, the crowned sword over the mountains, the coin
 * over the garden's arch of lilies. Drawn 1:1 around the card's centre like
 * the other minor scenes; every key element carries a `data-figure`.
 */
import type { Suit } from '../deck.js';
import { castleTower, cloud, ground, type Kit, LEAF, STONE, WATER, WOOD } from './kit.js';
import { bare, gilt, type Palette, pale } from './palette.js';
import { flesh, limbs } from './people.js';
import { type Attrs, circle, el, fmt, g, path, rays } from './shapes.js';
import { placedGlyph } from './suit.js';
import { featherWings } from './wings.js';

const STREAM = '#9fd7ff';
const LOTUS = '#e79ab8';
const LILY = '#f4f1e6';
const ROCK = '#5a5f78';
/** The dove of the Ace of Cups is white, its beak the orange of a bill. */
const DOVE = '#fbfaf4';
const BEAK = '#e39a3c';

/** Tagged group: a reader (and the tests) find each ace's defining detail by its name. */
const fig = (name: string, body: string, attrs: Attrs = {}): string =>
  g({ 'data-figure': name, ...attrs }, body);

/** Falling yods or drops at the given spots. */
const yods = (spots: readonly (readonly [number, number])[], attrs: Attrs): string =>
  path(spots.map(([x, y]) => `M${x} ${y}q4 6 0 9q-4-3 0-9z`).join(''), attrs);

/**
 * A hand out of a cloud at (x, y): a fist closed round a stem or hilt, an
 * open palm turned up under what it offers, or a palm that holds a cup's foot
 * from below, its fingers and thumb curled up round it; the arm runs down to a
 * cloud on the picture's right (`side` 1) or left (-1).
 */
function handFromCloud(
  p: Palette,
  x: number,
  y: number,
  side: 1 | -1,
  hold: 'fist' | 'open' | 'cradle' = 'fist',
): string {
  const open = hold !== 'fist';
  const grip = open
    ? path('M-20-4Q-20 9-4 9H12Q19 8 19 0Q19-5 14-5H-2Q-8-5-10-9Q-14-13-17-9Z', {
        fill: flesh(p),
        'stroke-width': 1.4,
      }) +
      (hold === 'cradle'
        ? // Fingertips up the far side of the foot, the thumb up the near side.
          path('M-19-3Q-27-10-22-19Q-16-19-14-9M-12-5Q-17-13-12-20Q-6-19-6-8M10-5Q15-14 10-21Q5-20 4-6', {
            fill: flesh(p),
            'stroke-width': 1.2,
          })
        : path('M-16-8Q-22-12-23-18', { 'stroke-width': 1 })) +
      path('M-6 2H14', { 'stroke-width': 1 })
    : path('M-9-9H7Q13-9 13-3V5Q13 10 7 10H-9Q-13 10-13 5V-4Q-13-9-9-9Z', {
        fill: flesh(p),
        'stroke-width': 1.4,
      }) + path('M-13-3H4M-13 2H4M-12 7H4M-9-9Q2-14 9-8M20-6Q16 2 22 12', { 'stroke-width': 1 });
  return g(
    { 'data-figure': 'hand', transform: `translate(${fmt(x)} ${fmt(y)})${side < 0 ? ' scale(-1 1)' : ''}` },
    limbs(
      [
        [
          [90, 32],
          [52, 14],
          [12, open ? 4 : 2],
        ],
      ],
      pale(p),
      15,
      1.3,
    ) +
      grip +
      cloud(p, 94, 44, 32),
  );
}

/** Wands: the living rod, leaves falling from it, a castle on a hill above a river valley. */
function wands(k: Kit): string {
  const p = k.p;
  const leaf = (x: number, y: number, side: number) =>
    `M${x} ${y}q${side * 8}-14 ${side * 22}-12q${side * -6} 12 ${side * -22} 12z`;
  const sprouts = (
    [
      [-9, -120],
      [6, -96],
      [-6, -62],
      [7, -34],
      [-2, 36],
    ] as const
  )
    .map(([x, y], i) => leaf(x, y, i % 2 ? 1 : -1))
    .join('');
  const falling = [
    [-58, -96],
    [-44, -40],
    [-70, 10],
    [46, -124],
    [60, -66],
    [38, -10],
    [-30, -142],
    [70, 20],
  ]
    .map(([x, y], i) => `M${x} ${y}q${i % 2 ? 8 : -8}-9 17-4q-8 8-17 4z`)
    .join('');
  return (
    path('M-134 70Q-110 40-88 44Q-62 22-38 44Q-10 50 20 100H-134Z', {
      fill: '#3d5a2c',
      'stroke-width': 1.2,
    }) +
    fig(
      'castle',
      castleTower(-76, 40, 20, 34, STONE) +
        castleTower(-56, 40, 14, 24, STONE) +
        castleTower(-92, 44, 12, 20, STONE),
    ) +
    ground('96Q-60 84 0 98Q60 110 125 92', '#4f6e34') +
    path('M-30 150Q-10 130 20 122Q60 110 80 100Q100 94 125 96', { stroke: WATER, 'stroke-width': 7 }) +
    path('M60 100q10-24 22-8q8-20 20 0', { fill: '#2f4a24', 'stroke-width': 1.2 }) +
    fig(
      'rod',
      limbs(
        [
          [
            [8, 70],
            [2, -20],
            [-4, -140],
          ],
        ],
        WOOD,
        15,
        1.4,
      ) +
        path('M-2-110q5 2 4 6M4 0q-5 2-4 6M-1-60q5 2 4 6', { 'stroke-width': 1.2 }) +
        path(sprouts, { fill: LEAF, 'stroke-width': 0.9 }) +
        path('M-4-140q-14-12-8-26q10 8 8 26zM-4-140q10-16 24-14q-6 14-24 14z', {
          fill: LEAF,
          'stroke-width': 0.9,
        }),
    ) +
    fig('falling-leaves', path(falling, { fill: LEAF, 'stroke-width': 0.9 })) +
    handFromCloud(p, 3, 0, 1)
  );
}

/** Cups: the dove brings the wafer down into the cup, five streams pour over it into a lotus pond. */
function cups(k: Kit): string {
  const p = k.p;
  const streams = [
    'M-30-76Q-52-60-56 0T-74 112',
    'M-30-72Q-40-40-40 20T-44 112',
    'M30-76Q52-60 58 0T76 112',
    'M30-72Q42-40 42 20T46 112',
    'M22-70Q28-20 20 40T16 112',
  ];
  const lotus = (x: number, y: number) =>
    el('ellipse', { cx: x + 8, cy: y + 4, rx: 12, ry: 3, fill: '#3f7a4a', 'stroke-width': 0.9 }) +
    path(
      `M${x - 8} ${y}q0-10 8-14q8 4 8 14q-8 4-16 0zM${x - 8} ${y}q-6-8-2-14q6 4 6 12M${x + 8} ${y}q6-8 2-14q-6 4-6 12`,
      {
        fill: LOTUS,
        'stroke-width': 0.9,
      },
    );
  return (
    ground('104Q-60 98 0 104Q60 110 125 102', { fill: WATER }) +
    path('M-100 124Q-60 120-30 126M20 134Q60 128 100 134', {
      stroke: STREAM,
      'stroke-width': 1,
      'stroke-opacity': 0.6,
    }) +
    fig('lotus', lotus(-70, 130) + lotus(-12, 118) + lotus(64, 128) + lotus(96, 112)) +
    circle(0, -40, 78, bare(p, 0.1)) +
    fig('streams', path(streams.join(''), { stroke: STREAM, 'stroke-width': 2.2 })) +
    yods(
      [
        [-92, -110],
        [-84, -40],
        [-100, 30],
        [88, -120],
        [96, -54],
        [84, 6],
        [-70, 70],
        [72, 62],
      ],
      { fill: STREAM, stroke: 'none' },
    ) +
    fig('cup', placedGlyph('cups', p, 0, -28, 2.2)) +
    fig(
      'dove',
      // Head down, wings raised: a white dove with a fanned tail, a round head and a beak.
      path('M-5-138L-12-160Q0-167 12-160L5-138Z', { fill: DOVE, 'stroke-width': 1.2 }) +
        path('M-6-158L-2-141M0-162V-141M6-158L2-141', { 'stroke-width': 0.7, 'stroke-opacity': 0.7 }) +
        featherWings(0, -128, 0.46, DOVE, -24, 5) +
        el('ellipse', { cx: 0, cy: -122, rx: 8, ry: 17, fill: DOVE, 'stroke-width': 1.2 }) +
        circle(0, -103, 6.5, { fill: DOVE, 'stroke-width': 1.2 }) +
        path('M-2.6-97.5L0-91.5L2.6-97.5Z', { fill: BEAK, 'stroke-width': 0.8 }) +
        path('M-2.4-104h0M2.4-104h0', { stroke: '#2a160c', 'stroke-width': 1.8 }),
    ) +
    fig(
      'wafer',
      circle(0, -86, 6, { fill: '#fffaf0', 'stroke-width': 1 }) +
        path('M0-90V-82M-4-86H4', { stroke: '#b03a3a', 'stroke-width': 1 }),
    ) +
    // Drawn after the cup: the fingers close over its foot.
    handFromCloud(p, 0, 39, 1, 'cradle')
  );
}

/**
 * The Ace's great sword, upright: a blade tapering from the guard to its
 * point, with a fuller down its middle, a cross-guard with curled quillons,
 * a wrapped grip and a round pommel. The guard sits at y 50, the point at -166, above the crown.
 */
function aceSword(p: Palette): string {
  return g(
    { 'data-figure': 'sword', 'stroke-width': 1.5 },
    path('M-9 50L-5-132L0-166L5-132L9 50Z', { fill: pale(p) }) +
      path('M0 44V-140', { 'stroke-width': 1, 'stroke-opacity': 0.6 }) +
      path('M-26 50Q-30 44-24 42H24Q30 44 26 50Q30 56 24 58H-24Q-30 56-26 50Z', gilt(p)) +
      path('M-4 58H4V80H-4Z', { fill: '#6a4a2a' }) +
      path('M-4 63L4 67M-4 69L4 73M-4 75L4 79', { 'stroke-width': 1 }) +
      circle(0, 85, 5.5, gilt(p)),
  );
}

/** Swords: the sword upright in the crown, olive and palm hanging from it, yods over the mountains. */
function swords(k: Kit): string {
  const p = k.p;
  const leaves = (x0: number, y0: number, side: number, rx: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const y = y0 + i * 9;
      const x = x0 + side * (i * 2);
      return el('ellipse', {
        cx: x + side * 5,
        cy: y,
        rx,
        ry: 2.6,
        transform: `rotate(${side * 35} ${fmt(x + side * 5)} ${y})`,
      });
    }).join('');
  return (
    fig(
      'mountains',
      path('M-134 150V96L-96 40L-70 70L-40 18L-6 80L26 36L58 76L92 28L134 86V150Z', {
        fill: ROCK,
        'stroke-width': 1.4,
      }) + path('M-40 18L-48 34L-38 30L-30 36M92 28L84 42L94 38L102 46', { fill: LILY, 'stroke-width': 1 }),
    ) +
    rays(0, -120, 30, 56, 20, { stroke: p.gold, 'stroke-width': 1.2, 'stroke-opacity': 0.6 }) +
    aceSword(p) +
    fig(
      'crown',
      path('M-20-108L-24-132L-12-120L0-138L12-120L24-132L20-108Q0-100-20-108Z', gilt(p)) +
        path('M-20-108Q0-116 20-108', { stroke: p.shade, 'stroke-width': 1.2 }) +
        circle(0, -126, 2.6, { fill: '#c0395a', 'stroke-width': 0.8 }),
    ) +
    fig(
      'olive',
      path('M-18-106Q-34-90-32-54', { 'stroke-width': 1.3 }) +
        g({ fill: '#8aa05a', 'stroke-width': 0.8 }, leaves(-28, -100, -1, 6)),
    ) +
    fig(
      'palm',
      path('M18-106Q34-90 34-46', { 'stroke-width': 1.6 }) +
        path(
          'M30 -100l13 5M28 -98l-8 8M31 -92l12 6M28 -90l-8 8M31 -84l11 6M29 -82l-7 8M32 -76l10 6M29 -74l-6 8M32 -68l9 7M30 -66l-6 8M33 -60l8 8M30 -58l-6 8M34 -52l7 8M30 -50l-5 8',
          { stroke: LEAF, 'stroke-width': 2.6 },
        ),
    ) +
    fig(
      'yods',
      yods(
        [
          [-70, -140],
          [-54, -90],
          [-80, -34],
          [-46, -10],
          [64, -146],
          [70, -40],
        ],
        bare(p, 0.95),
      ),
    ) +
    handFromCloud(p, 0, 69, -1)
  );
}

/** Pentacles: the coin on an open palm over a garden, its hedge of lilies opening in an arch on a path to the hills. */
function pentacles(k: Kit): string {
  const p = k.p;
  const lilies = Array.from({ length: 14 }, (_, i) => {
    const x = -118 + i * 18 + (i % 2) * 4;
    if (Math.abs(x) < 30) return '';
    const y = 56 + (i % 3) * 9;
    return `M${x} ${y + 10}V${y}m-6-9l6 9l6-9q-6 4-12 0z`;
  }).join('');
  return (
    fig('mountains', path('M-60 40L-34 10L-14 30L8 4L34 34L60 40Z', { fill: ROCK, 'stroke-width': 1.2 })) +
    ground('40H125', '#4f7a38') +
    fig(
      'path',
      path('M-10 40Q-6 60-20 96Q-40 130-60 182H60Q30 130 16 96Q6 60 10 40Z', {
        fill: '#c9b27c',
        'stroke-width': 1.2,
      }),
    ) +
    fig(
      'garden-arch',
      path('M-134 100V52Q-90 44-34 52V100ZM134 100V52Q90 44 34 52V100Z', {
        fill: '#2f5a2a',
        'stroke-width': 1.3,
      }) +
        path('M-34 100V52Q-34 12 0 10Q34 12 34 52V100H24V54Q24 22 0 20Q-24 22-24 54V100Z', {
          fill: '#2f5a2a',
          'stroke-width': 1.3,
        }) +
        path('M-28 40q4-6 8 0M-18 22q4-6 8 0M10 22q4-6 8 0M20 40q4-6 8 0', {
          stroke: LOTUS,
          'stroke-width': 3,
        }),
    ) +
    fig('lilies', path(lilies, { fill: LILY, 'stroke-width': 0.8 })) +
    circle(0, -78, 70, bare(p, 0.1)) +
    rays(0, -78, 58, 80, 20, { stroke: p.gold, 'stroke-width': 1.2, 'stroke-opacity': 0.6 }) +
    fig('coin', placedGlyph('pentacles', p, 0, -78, 2.7)) +
    handFromCloud(p, 2, -22, -1, 'open')
  );
}

const ACES: Record<Suit, (k: Kit) => string> = { wands, cups, swords, pentacles };

/** The ace of the kit's suit. */
export const ace = (k: Kit): string => ACES[k.suit](k);
