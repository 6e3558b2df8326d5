/** Two to Ten of Cups: water, feeling and bonds, after the RWS scenes. */
import { lionHead } from './beasts.js';
import {
  castleTower,
  cloud,
  ground,
  hills,
  house,
  type Kit,
  LEAF,
  NIGHT,
  RED,
  STONE,
  sea,
  WATER,
} from './kit.js';
import { cloth, gilt, pale } from './palette.js';
import { limbs, type Pt, person, skin } from './people.js';
import { circle, g, path, star } from './shapes.js';
import { featherWings } from './wings.js';

type Scene = (k: Kit) => string;

const GOLD_DRESS = '#c9a43c';

/** Two: a pledge, cups exchanged under the winged caduceus. */
const two: Scene = (k) =>
  hills(70, k.p) +
  house(0, 80, 16, 14, STONE) +
  ground('120Q0 110 125 120', '#123828') +
  featherWings(0, -112, 0.32, pale(k.p), -30, 4) +
  path('M0-20V-120', { 'stroke-width': 2.5 }) +
  path('M0-30Q-14-44 0-58T0-86T0-114M0-30Q14-44 0-58T0-86T0-114', { stroke: LEAF, 'stroke-width': 2 }) +
  g({ transform: 'translate(0 -134) scale(0.7)' }, lionHead(0, 0, RED, GOLD_DRESS)) +
  person(k.p, -54, 150, 1.25, {
    figure: 'lover',
    face: { turn: 0.8, hair: 'short' },
    body: 'tunic',
    hat: 'wreath',
    fill: '#3a6a9a',
    r: [
      [24, -66],
      [30, -58],
    ],
  }) +
  person(k.p, 54, 150, 1.25, {
    figure: 'lover',
    face: { turn: -0.8, hair: 'long' },
    body: 'gown',
    hat: 'wreath',
    fill: pale(k.p),
    l: [
      [-24, -66],
      [-30, -58],
    ],
  }) +
  k.sign(-16, 70, 0.6) +
  k.sign(16, 70, 0.6);

/** Three: three friends dance, cups raised. */
const three: Scene = (k) => {
  const dancers: [number, number, string][] = [
    [-62, 150, RED],
    [0, 140, pale(k.p)],
    [62, 150, GOLD_DRESS],
  ];
  return (
    ground('130Q0 118 125 130', '#123828') +
    dancers
      .map(([x, y, fill], i) => {
        const up: Pt[] = [
          [i === 2 ? -18 : 18, -96],
          [i === 2 ? -16 : 16, -116],
        ];
        return person(k.p, x, y, 1.05, {
          figure: 'dancer',
          body: 'gown',
          hat: 'wreath',
          fill,
          l:
            i === 2
              ? up
              : [
                  [-22, -56],
                  [-34, -50],
                ],
          r:
            i === 2
              ? [
                  [22, -56],
                  [34, -50],
                ]
              : up,
        });
      })
      .join('') +
    k.signs([
      [-62 + 16 * 1.05, 150 - 116 * 1.05 - 10],
      [0 + 16 * 1.05, 140 - 116 * 1.05 - 10],
      [62 - 16 * 1.05, 150 - 116 * 1.05 - 10],
    ]) +
    [-100, -30, 30, 104].map((x) => circle(x, 150, 7, { fill: '#e8743b', 'stroke-width': 1.2 })).join('')
  );
};

/** Four: under the tree he will not see the cup the cloud offers. */
const four: Scene = (k) =>
  ground('120Q0 110 125 122', '#123828') +
  path('M-96 150V-40', { 'stroke-width': 9, stroke: '#5a3a1c' }) +
  circle(-84, -80, 52, { fill: '#1f4a2a' }) +
  person(k.p, -40, 142, 1.2, {
    figure: 'sulker',
    face: { turn: -0.3, gaze: -1, hair: 'short' },
    body: 'seated',
    fill: '#3a6a9a',
    l: [
      [-8, -42],
      [12, -48],
    ],
    r: [
      [8, -40],
      [-12, -46],
    ],
  }) +
  k.signs(
    [
      [10, 134],
      [44, 134],
      [78, 134],
    ],
    0.5,
  ) +
  limbs(
    [
      [
        [70, -92],
        [46, -62],
        [36, -44],
      ],
    ],
    pale(k.p),
    10,
    1.2,
  ) +
  circle(35, -42, 5.5, { fill: skin(k.p), 'stroke-width': 1.2 }) +
  cloud(k.p, 76, -92, 46) +
  k.sign(32, -56, 0.5);

/** Five: grief over three spilled cups, two still standing behind. */
const five: Scene = (k) =>
  hills(40, k.p) +
  castleTower(96, 40, 24, 50, STONE) +
  sea(56) +
  path('M40 84Q70 40 100 84', { 'stroke-width': 9, stroke: STONE }) +
  ground('110Q0 100 125 112', '#123828') +
  person(k.p, -6, 150, 1.45, {
    figure: 'mourner',
    hat: 'hood',
    fill: NIGHT,
    lean: 6,
    l: [
      [-12, -60],
      [-4, -74],
    ],
    r: [
      [12, -60],
      [4, -74],
    ],
  }) +
  k.sign(-84, 144, 0.45, 100) +
  k.sign(-60, 150, 0.45, 80) +
  k.sign(-40, 150, 0.45, 110) +
  path('M-96 150q-10-2-18 4M-70 156q-6 4-14 2M-50 156q6 4 12 2', { stroke: RED, 'stroke-width': 3 }) +
  k.sign(60, 136, 0.45) +
  k.sign(88, 136, 0.45);

/** Six: a child hands another a cup of flowers in an old garden. */
const six: Scene = (k) => {
  const bloom = (x: number, y: number) => star(x, y - 16, 6, 5, { fill: '#fff', 'stroke-width': 1 }, 0.55);
  const spots: [number, number][] = [
    [-96, 140],
    [-70, 140],
    [62, 140],
    [90, 140],
    [-80, 86],
  ];
  return (
    ground('110Q0 104 125 110', '#123828') +
    castleTower(-80, 100, 60, 90, STONE) +
    path('M-110 100H-50V110H-110Z', { fill: STONE, 'stroke-width': 1.2 }) +
    person(k.p, -24, 150, 0.95, {
      figure: 'child',
      body: 'tunic',
      hat: 'cap',
      fill: RED,
      lean: 8,
      l: [
        [4, -56],
        [26, -62],
      ],
      r: [
        [20, -58],
        [30, -64],
      ],
    }) +
    person(k.p, 32, 150, 0.8, {
      figure: 'child',
      body: 'gown',
      hat: 'hood',
      fill: pale(k.p),
      l: [
        [-20, -58],
        [-26, -66],
      ],
    }) +
    k.signs([...spots, [4, 72]], 0.5) +
    [...spots, [4, 72] as [number, number]].map(([x, y]) => bloom(x, y)).join('')
  );
};

/** Seven: seven cups of dreams in the clouds, and the dreamer in shadow. */
const seven: Scene = (k) => {
  const p = k.p;
  const row1: [number, number][] = [
    [-84, -116],
    [-28, -116],
    [28, -116],
    [84, -116],
  ];
  const row2: [number, number][] = [
    [-56, -40],
    [0, -40],
    [56, -40],
  ];
  const visions = [
    circle(-84, -140, 8, { fill: skin(p) }),
    path('M-28-156L-38-130H-18Z', { fill: '#fff', 'fill-opacity': 0.9 }) +
      circle(-28, -146, 10, gilt(p, 0.2)),
    path('M20-128q4-10 8 0t8 0', { stroke: LEAF, 'stroke-width': 3 }),
    castleTower(84, -128, 16, 22, STONE),
    [-62, -56, -50].map((x) => circle(x, -62, 3.5, { fill: RED, 'stroke-width': 1 })).join(''),
    circle(0, -64, 9, { stroke: LEAF, 'stroke-width': 3 }),
    path('M46-58l6-10l4 8l6-12l4 14', { stroke: RED, 'stroke-width': 2.5 }),
  ].join('');
  return (
    path('M-125 10Q-80-20-40 0T40 0T125 0V40Q60 30 0 40T-125 40Z', {
      fill: pale(p),
      'fill-opacity': 0.35,
      'stroke-width': 1,
    }) +
    k.signs([...row1, ...row2], 0.5) +
    visions +
    ground('140Q0 130 125 140', NIGHT) +
    person(p, 0, 150, 1.2, {
      figure: 'dreamer',
      fill: NIGHT,
      r: [
        [20, -90],
        [26, -104],
      ],
    })
  );
};

/** Eight: he turns his back on eight stacked cups and walks off by moonlight. */
const eight: Scene = (k) => {
  const p = k.p;
  const bottom = [-100, -76, -52, -28, -4].map((x) => [x, 146] as [number, number]);
  const top = [-88, -64, -16].map((x) => [x, 116] as [number, number]);
  return (
    circle(60, -134, 22, gilt(p, 0.9)) +
    circle(52, -138, 18, { fill: NIGHT, stroke: 'none' }) +
    path('M-125 60L-80 0L-50 30L0-50L40 10L70-20L125 60', { fill: '#1f3a3a', 'stroke-width': 1.4 }) +
    sea(100, '#123a4a') +
    path('M10 100Q30 70 20 50T40 10', { stroke: pale(p), 'stroke-width': 1.2, 'stroke-dasharray': '3 4' }) +
    person(p, 36, 62, 0.8, {
      figure: 'wanderer',
      hat: 'hood',
      fill: RED,
      r: [
        [18, -62],
        [24, -56],
      ],
      front: path('M24-86V0', { 'stroke-width': 2.4 }),
    }) +
    k.signs([...bottom, ...top], 0.46)
  );
};

/** Nine: content, arms folded, before a shelf of nine cups. */
const nine: Scene = (k) => {
  const shelf = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.1 + (i * 0.8) / 8);
    return [-Math.cos(a) * 104, -40 - Math.sin(a) * 80] as [number, number];
  });
  return (
    path('M-120 0Q-110-150 0-150Q110-150 120 0Z', {
      fill: '#3a4f9a',
      'fill-opacity': 0.6,
      'stroke-width': 1.4,
    }) +
    k.signs(shelf, 0.46) +
    ground('120Q0 112 125 120', '#123828') +
    path('M-50 150V100H50V150', { fill: '#5a3a1c' }) +
    person(k.p, 0, 150, 1.45, {
      figure: 'host',
      face: { hair: 'beard' },
      body: 'seated',
      hat: 'cap',
      fill: pale(k.p),
      l: [
        [-6, -40],
        [14, -46],
      ],
      r: [
        [6, -38],
        [-14, -44],
      ],
      mid: path('M-14-60Q0-56 14-60', { stroke: RED, 'stroke-width': 4 }),
    })
  );
};

/** Ten: a family under a rainbow of ten cups, home in sight. */
const ten: Scene = (k) => {
  const p = k.p;
  const arc = (r: number, stroke: string) =>
    path(`M${-r} -10A${r} ${r} 0 0 1 ${r} -10`, { stroke, 'stroke-width': 6 });
  const cups = Array.from({ length: 10 }, (_, i) => {
    const a = Math.PI * (0.06 + (i * 0.88) / 9);
    return [-Math.cos(a) * 104, -10 - Math.sin(a) * 104] as [number, number];
  });
  return (
    arc(112, RED) +
    arc(104, '#e8c54a') +
    arc(96, LEAF) +
    k.signs(cups, 0.42) +
    g({ 'data-figure': 'ground' }, hills(70, p) + ground('100Q0 92 125 100', '#123828')) +
    house(70, 78, 22, 16, STONE) +
    path('M-125 118Q-40 108 20 120T125 116', { stroke: WATER, 'stroke-width': 4 }) +
    person(p, -64, 152, 1.05, {
      figure: 'parent',
      body: 'tunic',
      fill: '#3a6a9a',
      l: [
        [-22, -90],
        [-24, -110],
      ],
      r: [
        [18, -62],
        [26, -66],
      ],
    }) +
    person(p, -30, 152, 1.0, {
      figure: 'parent',
      body: 'gown',
      fill: RED,
      r: [
        [22, -90],
        [24, -110],
      ],
    }) +
    person(p, 46, 152, 0.55, {
      figure: 'child',
      body: 'gown',
      fill: pale(p),
      r: [
        [22, -70],
        [36, -70],
      ],
    }) +
    person(p, 84, 152, 0.55, {
      figure: 'child',
      body: 'tunic',
      fill: cloth(p, 0.6),
      l: [
        [-22, -70],
        [-36, -70],
      ],
    })
  );
};

export const CUPS: Record<number, Scene> = {
  2: two,
  3: three,
  4: four,
  5: five,
  6: six,
  7: seven,
  8: eight,
  9: nine,
  10: ten,
};
