/**
 * Scenes for Strength through the Devil, on the same grid as the others:
 * about ±110 wide and ±150 tall, ground near y = 140, stroked in gold by the caller.
 */
import { horse, lion, placed } from './beasts.js';
import { land } from './kit.js';
import { bare, gilt, type Palette, pale, tint } from './palette.js';
import { limbs, type Pt, person } from './people.js';
import {
  circle,
  el,
  fmt,
  g,
  infinity,
  line,
  mix,
  path,
  pentagram,
  polar,
  polygon,
  rays,
  rect,
  star,
  thin,
} from './shapes.js';
import { placedGlyph } from './suit.js';
import { featherWings } from './wings.js';

const rose = (x: number, y: number, r: number, fill: string): string =>
  star(x, y, r, 5, { fill, 'stroke-width': 1 }, 0.62) +
  circle(x, y, r * 0.3, { fill: '#c9a43c', stroke: 'none' });

function strength(p: Palette): string {
  return (
    // Blue mountains in the distance, solid against the day's horizon band rather than a grey outline on it.
    g(
      { 'data-figure': 'ground' },
      path('M-120 48L-112 40L-70 0L-40 24L0-30L40 20L80-10L112 30L120 38V122H-120Z', {
        fill: '#352f7a',
        stroke: 'none',
      }),
    ) +
    path('M-112 40L-70 0L-40 24L0-30L40 20L80-10L112 30', thin) +
    land('120Q0 104 120 120', tint(p, 0.25)) +
    placed('lion', 36, 140, 1.35, true, lion(p, true)) +
    g(
      { 'data-figure': 'woman' },
      infinity(-32, 14, 13, { 'stroke-width': 2.6 }) +
        person(p, -58, 140, 1.2, {
          body: 'gown',
          hat: 'wreath',
          face: { turn: 0.6, gaze: -1, hair: 'long', tint: '#c89a4a' },
          fill: pale(p),
          lean: 14,
          l: [
            [10, -52],
            [34, -57],
          ],
          r: [
            [20, -66],
            [27, -72],
          ],
          mid: path('M-12-60Q0-52 12-60', { stroke: '#c0395a', 'stroke-width': 3 }),
        }),
    ) +
    [-100, -84, 96].map((x) => rose(x, 132, 5, '#c0395a')).join('')
  );
}

/** The tights the Symbols paragraph reads: red, under the blue tunic. */
const TIGHTS = '#c0395a';

/** The Hanged Man's arms behind his back (his unit space, feet up): shoulder, elbow out past the tunic, hand at the small of the back. */
const BOUND_ARMS: readonly Pt[][] = [
  [
    [-9, -74],
    [-20, -60],
    [-6, -48],
  ],
  [
    [9, -74],
    [20, -60],
    [6, -48],
  ],
];

function hangedMan(p: Palette): string {
  const leaf = (x: number, y: number, flip: number) =>
    path(`M${x} ${y}q${flip * 12}-9 ${flip * 21} 0q${flip * -12} 9 ${flip * -21} 0z`, {
      fill: '#4c8a52',
      'stroke-width': 1,
    });
  // The Tau of living wood: a trunk rising from the ground behind him, ending at its one crossbar, in leaf.
  const tau = 'M0 134V-112M-82-112H82';
  // He hangs head down from the bar by his right ankle (unit space is turned over: the foot is at 0, 0).
  // The left leg bends behind the hanging one, its foot at the other's knee: the figure four.
  const legs =
    limbs(
      [
        [
          [-5, -36],
          [-22, -22],
          [2, -17],
        ],
      ],
      TIGHTS,
      6.5,
      1.4,
    ) +
    limbs(
      [
        [
          [5, -36],
          [1, -18],
          [0, 0],
        ],
      ],
      TIGHTS,
      6.5,
      1.4,
    );
  return (
    g(
      { 'data-figure': 'tau-tree' },
      path(tau, { 'stroke-width': 12, stroke: '#5a3f26' }) +
        path(tau, { 'stroke-width': 7, stroke: '#8a6438' }) +
        path('M-4 120q-4-10 0-18M-60-112q6-4 12 0M40-112q6-4 12 0', {
          stroke: '#5a3f26',
          'stroke-width': 1.5,
        }) +
        leaf(-76, -112, -1) +
        leaf(-52, -114, 1) +
        leaf(52, -114, -1) +
        leaf(76, -112, 1) +
        leaf(0, 96, -1) +
        leaf(0, 118, 1),
    ) +
    land('140Q0 132 120 140', tint(p, 0.2)) +
    g(
      { 'data-figure': 'hanged-man' },
      // The rope: one turn round the ankle, one round the bar.
      path('M-5-104Q0-101 5-104M-6-118Q0-121 6-118V-106Q0-103-6-106Z', {
        stroke: '#d8c9a0',
        'stroke-width': 1.6,
      }) +
        // The halo is a disc of light over the trunk, so the wood never shows through it.
        g(
          { 'data-figure': 'halo' },
          rays(0, 24, 19, 32, 16, { 'stroke-width': 1.4 }) +
            circle(0, 24, 18, { fill: mix(p.shade, p.gold, 0.72), 'stroke-width': 1.6 }),
        ) +
        person(p, 0, -104, 1.45, {
          face: {},
          body: 'tunic',
          fill: '#3a4f9a',
          lean: 180,
          // His arms are bound behind his back: drawn behind the tunic, only the elbows show past it.
          back: legs + limbs(BOUND_ARMS, '#3a4f9a', 6, 1.4),
          legL: [],
          legR: [],
          l: [],
          r: [],
        }),
    )
  );
}

function death(p: Palette): string {
  const sunRays = Array.from({ length: 9 }, (_, i) => {
    const [x1, y1] = polar(66, 40, 24, 180 + 10 + i * 20);
    const [x2, y2] = polar(66, 40, 34, 180 + 10 + i * 20);
    return line(x1, y1, x2, y2, thin);
  }).join('');
  const towerAt = (x: number) =>
    path(`M${x - 7} 40V6H${x + 7}V40`, { fill: p.shade }) + path(`M${x - 7} 6V0h4v3h6v-3h4v6`, thin);
  return (
    g({ 'data-figure': 'sun' }, sunRays + path('M46 40A20 20 0 0 1 86 40Z', gilt(p, 0.85))) +
    towerAt(40) +
    towerAt(96) +
    path('M-112 40H112', thin) +
    land('124Q0 112 120 124', tint(p, 0.2)) +
    // The banner: a white rose on black.
    path('M-42-138V30', { 'stroke-width': 2.6 }) +
    path('M-42-136Q-6-144 24-130Q12-112 26-92Q-8-102-42-94Z', { fill: '#0c0a14' }) +
    g({ 'data-figure': 'rose' }, rose(-10, -114, 11, '#f2efe6')) +
    placed(
      'horse',
      -4,
      138,
      1.25,
      false,
      horse(p, 'walk', pale(p), path('M-24-62Q-4-54 16-62L14-40Q-4-36-22-40Z', { fill: '#0c0a14' })),
    ) +
    person(p, -8, 92, 0.78, {
      figure: 'skeleton',
      body: 'tunic',
      hat: 'skull',
      fill: '#1c1a24',
      legL: [],
      legR: [
        [14, -20],
        [12, 0],
      ],
      l: [
        [-22, -60],
        [-42, -66],
      ],
      r: [
        [20, -62],
        [32, -58],
      ],
    }) +
    // The bishop who prays and the child who does not look away.
    person(p, 92, 146, 0.7, {
      figure: 'bishop',
      hat: 'papal',
      fill: '#c9a43c',
      l: [
        [-16, -62],
        [-3, -70],
      ],
      r: [
        [16, -62],
        [3, -70],
      ],
    }) +
    g(
      { transform: 'rotate(-12 -84 140)' },
      path('M-96 140L-98 126L-90 132L-84 124L-78 132L-70 126L-72 140Z', gilt(p)),
    )
  );
}

function temperance(p: Palette): string {
  return (
    g(
      { 'data-figure': 'mountains' },
      path('M24 100L58 14L72 30L100-100L120-70V100Z', { fill: '#4a4a66', 'stroke-width': 1.4 }) +
        path('M100-100L94-84L101-88L107-80', { fill: '#f4f1e6', 'stroke-width': 1 }),
    ) +
    g(
      { 'data-figure': 'crown-of-light' },
      rays(98, -120, 13, 26, 16, { 'stroke-width': 1.4 }) +
        circle(98, -120, 10, gilt(p, 0.9)) +
        path('M91-118L89-128L94-124L98-131L102-124L107-128L105-118Z', { fill: p.shade, 'stroke-width': 1 }),
    ) +
    land('100Q40 90 120 100', tint(p, 0.25)) +
    g(
      { 'data-figure': 'path' },
      path('M30 100Q62 86 56 64Q50 44 80 32Q98 24 104 8', { stroke: '#c9b27c', 'stroke-width': 5 }),
    ) +
    path('M-120 100Q-60 86-10 100Q0 130-20 166H-120Z', { fill: '#2d5f8a', 'fill-opacity': 0.8 }) +
    g({ 'data-figure': 'wings' }, featherWings(0, 34, 1.2, '#c0395a', -10)) +
    person(p, 0, 130, 1.4, {
      figure: 'angel',
      face: { turn: 0.3, gaze: -1, hair: 'long', tint: '#c89a4a' },
      hat: 'halo',
      fill: pale(p),
      l: [
        [-24, -70],
        [-30, -84],
      ],
      r: [
        [22, -56],
        [28, -44],
      ],
      mid:
        rect(-6, -70, 12, 12, { 'stroke-width': 0.8 }) +
        polygon(
          [
            [0, -69],
            [5, -60],
            [-5, -60],
          ],
          { ...bare(p, 0.9), 'stroke-width': 0 },
        ),
      front:
        placedGlyph('cups', p, -30, -92, 0.38, -60) +
        placedGlyph('cups', p, 28, -38, 0.38) +
        path('M-24-98Q10-104 26-46', { stroke: '#9fd7ff', 'stroke-width': 2.4 }),
    }) +
    [-96, -80].map((x) => path(`M${x} 150V118`, thin) + rose(x, 114, 6, '#e8c54a')).join('')
  );
}

function chain(x1: number, y1: number, x2: number, y2: number): string {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return Array.from({ length: 6 }, (_, i) => {
    const x = x1 + ((x2 - x1) * i) / 5;
    const y = y1 + ((y2 - y1) * i) / 5;
    // Every other link is seen edge-on, which is what makes it read as a chain.
    return el('ellipse', {
      cx: x,
      cy: y,
      rx: 5,
      ry: i % 2 ? 1 : 3,
      transform: `rotate(${fmt(angle)} ${fmt(x)} ${fmt(y)})`,
    });
  }).join('');
}

function devil(p: Palette): string {
  const wing = 'M-20-60Q-70-120-108-80Q-92-72-94-54Q-80-64-74-44Q-60-56-48-36Z';
  const captive = (x: number, gown: boolean) =>
    person(p, x, 146, 0.8, {
      figure: 'captive',
      body: gown ? 'gown' : 'tunic',
      hat: 'horns',
      fill: pale(p),
      back: path(gown ? 'M14-20Q30-16 28-2' : 'M-14-24Q-30-20-28-4', { 'stroke-width': 2.5 }),
    });
  return (
    path(wing, { fill: '#2a1c3a' }) +
    g({ transform: 'scale(-1 1)' }, path(wing, { fill: '#2a1c3a' })) +
    pentagram(0, -132, 14, 36, { 'stroke-width': 1.6 }) +
    person(p, 0, 42, 1.3, {
      figure: 'devil',
      body: 'seated',
      hat: 'horns',
      fill: '#3a2a1c',
      l: [
        [-22, -44],
        [-28, -24],
      ],
      r: [
        [22, -66],
        [24, -84],
      ],
      front:
        path('M-30-24L-38 8', { 'stroke-width': 3 }) +
        path('M-38 8q-6 10 0 16q6-6 0-16z', { fill: '#e8743b' }) +
        path('M24-86V-92M21-92V-98M27-92V-98', { 'stroke-width': 1.4 }),
    }) +
    rect(-30, 44, 60, 40, { fill: '#1c1a24' }) +
    g({ ...thin }, chain(-24, 70, -52, 96) + chain(24, 70, 52, 96)) +
    captive(-50, false) +
    captive(50, true)
  );
}

export const MAJORS_11_15: readonly ((p: Palette) => string)[] = [
  strength,
  hangedMan,
  death,
  temperance,
  devil,
];
