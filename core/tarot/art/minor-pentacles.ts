/** Two to Ten of Pentacles: earth, work and means, after the RWS scenes. */
import { howler, placed } from './beasts.js';
import { castleTower, ground, hills, house, type Kit, LEAF, NIGHT, RED, STONE, WATER, WOOD } from './kit.js';
import { cloth, gilt, pale } from './palette.js';
import { person } from './people.js';
import { circle, el, infinity, path, rect } from './shapes.js';

type Scene = (k: Kit) => string;

/** Two: juggling two coins in an endless loop, ships riding the swell behind. */
const two: Scene = (k) =>
  ground('20Q-90-40-50 10T30 0T125-10', WATER) +
  path('M-96-20l24 0l-3 5h-18zM-84-20v-14l8 10zM50-10l24 0l-3 5h-18zM62-10v-14l8 10z', {
    fill: pale(k.p),
    'stroke-width': 1,
  }) +
  ground('80Q0 70 125 80', '#2a3a1a') +
  person(k.p, 0, 150, 1.3, {
    figure: 'juggler',
    face: { turn: 0.3 },
    body: 'tunic',
    hat: 'tall',
    fill: RED,
    lean: -4,
    legL: [
      [-8, -18],
      [-12, 0],
    ],
    legR: [
      [12, -20],
      [6, -4],
    ],
    l: [
      [-24, -62],
      [-30, -56],
    ],
    r: [
      [24, -70],
      [30, -80],
    ],
  }) +
  infinity(4, 46, 46, { stroke: LEAF, 'stroke-width': 3 }) +
  k.sign(-38, 46, 0.7) +
  k.sign(44, 46, 0.7);

/** Three: the mason at work on the arch, the monk and the architect with the plans. */
const three: Scene = (k) =>
  path('M-100 150V-40Q-100-150 0-170Q100-150 100-40V150H76V-40Q76-124 0-146Q-76-124-76-40V150Z', {
    fill: STONE,
    'stroke-width': 1.6,
  }) +
  k.signs(
    [
      [0, -112],
      [-24, -76],
      [24, -76],
    ],
    0.7,
  ) +
  ground('140', '#2a3a1a') +
  rect(22, 70, 60, 10, { fill: WOOD }) +
  path('M30 80V140M74 80V140', { 'stroke-width': 3 }) +
  person(k.p, 54, 70, 0.85, {
    figure: 'mason',
    body: 'tunic',
    fill: pale(k.p),
    r: [
      [22, -90],
      [18, -110],
    ],
    front: path('M18-110L6-120M2-124l8 8', { 'stroke-width': 4 }),
  }) +
  person(k.p, -56, 150, 0.95, { figure: 'monk', hat: 'hood', fill: '#5a3a1c' }) +
  person(k.p, -16, 150, 0.95, {
    figure: 'architect',
    hat: 'cap',
    fill: RED,
    l: [
      [-16, -60],
      [-20, -62],
    ],
    r: [
      [16, -60],
      [20, -62],
    ],
    front: rect(-24, -70, 48, 14, { fill: pale(k.p), 'stroke-width': 1.2 }),
  });

/** Four: holding on, a coin clutched, one on the crown, two under the feet. */
const four: Scene = (k) =>
  [-110, -84, -60, 60, 84, 108].map((x, i) => castleTower(x, 60, 22, 50 + (i % 3) * 16, STONE)).join('') +
  ground('90', '#2a3a1a') +
  rect(-40, 96, 80, 40, { fill: STONE }) +
  person(k.p, 0, 128, 1.35, {
    figure: 'miser',
    face: { hair: 'beard' },
    body: 'seated',
    hat: 'crown',
    fill: RED,
    l: [
      [-16, -40],
      [-10, -48],
    ],
    r: [
      [16, -40],
      [10, -48],
    ],
  }) +
  k.sign(0, 56, 0.65) +
  k.sign(0, -42, 0.6) +
  k.sign(-26, 140, 0.6) +
  k.sign(26, 140, 0.6);

/** Five: two beggars in the snow pass the lit window of five coins. */
const five: Scene = (k) => {
  let snow = '';
  for (let i = 0; i < 34; i++) snow += `M${-120 + ((i * 47) % 240)} ${-160 + ((i * 71) % 300)}h0`;
  return (
    path('M-134 70V-110L-90-110L0-184L90-110H134V70Z', { fill: NIGHT, 'stroke-width': 1.4 }) +
    path('M-134-60H-70M70-60H134M-134-10H-70M70-10H134M-100-110V-60M100-110V-60M-110-60V-10M110-60V-10', {
      'stroke-width': 0.8,
      'stroke-opacity': 0.5,
    }) +
    path('M-60 40V-110Q-60-166 0-166Q60-166 60-110V40Z', {
      fill: '#e8c54a',
      'fill-opacity': 0.85,
      'stroke-width': 2.4,
    }) +
    path('M0-166V40M-60-50H60', { 'stroke-width': 1.2 }) +
    k.signs(
      [
        [0, -128],
        [-30, -90],
        [30, -90],
        [-30, -14],
        [30, -14],
      ],
      0.6,
    ) +
    ground('96Q0 88 125 96', '#e8e8f0') +
    person(k.p, -40, 150, 1.15, {
      figure: 'beggar',
      body: 'tunic',
      hat: 'bandage',
      fill: '#5a5a6a',
      lean: 12,
      legL: [
        [-6, -18],
        [-8, 0],
      ],
      legR: [
        [6, -18],
        [4, -8],
      ],
      l: [
        [-20, -54],
        [-26, -40],
      ],
      r: [
        [20, -54],
        [26, -40],
      ],
      front: path('M-26-40L-30 0M26-40L30 0M-34-36H-20M22-36H36', { 'stroke-width': 2.2, stroke: WOOD }),
    }) +
    person(k.p, 40, 150, 1.15, {
      figure: 'beggar',
      hat: 'hood',
      fill: '#3a4a3a',
      lean: 8,
      l: [
        [-12, -56],
        [-4, -62],
      ],
      r: [
        [12, -56],
        [4, -62],
      ],
    }) +
    path(snow, { stroke: '#fff', 'stroke-width': 2.6 })
  );
};

/** Six: the merchant weighs out alms to two who kneel. */
const six: Scene = (k) => {
  const kneel = (x: number, fill: string) =>
    person(k.p, x, 150, 0.8, {
      figure: 'beggar',
      body: 'seated',
      fill,
      l: [
        [x < 0 ? 4 : -24, -60],
        [x < 0 ? 16 : -16, -76],
      ],
      r: [
        [x < 0 ? 24 : -4, -60],
        [x < 0 ? 16 : -16, -76],
      ],
    });
  return (
    k.signs(
      [
        [0, -156],
        [-34, -130],
        [34, -130],
        [-34, -96],
        [34, -96],
        [0, -70],
      ],
      0.58,
    ) +
    ground('120', '#2a3a1a') +
    person(k.p, 0, 136, 1.2, {
      figure: 'merchant',
      face: { turn: -0.5, hair: 'beard' },
      hat: 'cap',
      fill: RED,
      l: [
        [-22, -74],
        [-26, -92],
      ],
      r: [
        [20, -56],
        [30, -56],
      ],
    }) +
    path('M-31 26V14M-50 26H-12M-50 26l-8 18h16zM-12 26l-8 18h16z', { 'stroke-width': 1.4 }) +
    circle(38, 78, 2.5, gilt(k.p)) +
    circle(40, 90, 2.5, gilt(k.p)) +
    kneel(-76, '#5a5a6a') +
    kneel(78, '#3a4a3a')
  );
};

/** Seven: the gardener rests on his hoe and weighs his harvest. */
const seven: Scene = (k) =>
  ground('120Q0 110 125 120', '#2a3a1a') +
  path('M-10 130Q-30 40 20-10Q60-60 110-20Q130 40 100 130Z', { fill: '#1f4a2a' }) +
  path('M20 130Q40 60 60 20M60 130Q70 60 90 10', { stroke: LEAF, 'stroke-width': 2 }) +
  k.signs(
    [
      [20, 10],
      [60, -24],
      [94, 10],
      [40, 60],
      [80, 56],
      [60, 100],
    ],
    0.6,
  ) +
  person(k.p, -70, 152, 1.3, {
    figure: 'gardener',
    face: { turn: 1, gaze: -1, hair: 'short' },
    body: 'tunic',
    fill: '#3a6a9a',
    lean: 6,
    l: [
      [-8, -56],
      [6, -64],
    ],
    r: [
      [22, -56],
      [10, -66],
    ],
    front:
      path('M8-66L22 0', { 'stroke-width': 2.6, stroke: WOOD }) + path('M22 0l10 2', { 'stroke-width': 4 }),
  }) +
  k.sign(-30, 140, 0.6);

/** Eight: the apprentice at his bench, coin after coin. */
const eight: Scene = (k) =>
  hills(30, k.p) +
  house(-80, 20, 18, 16, STONE) +
  ground('120', '#2a3a1a') +
  path('M-100 150V-160', { 'stroke-width': 7, stroke: WOOD }) +
  path('M-100 150V-160', { 'stroke-width': 4, stroke: '#c49a6a' }) +
  k.signs(
    [
      [-100, -140],
      [-100, -100],
      [-100, -60],
      [-100, -20],
      [-100, 20],
      [-100, 60],
    ],
    0.62,
  ) +
  rect(-50, 90, 80, 10, { fill: WOOD }) +
  path('M-42 100V150M22 100V150', { 'stroke-width': 3 }) +
  person(k.p, 50, 150, 1.2, {
    figure: 'apprentice',
    face: { turn: -0.6, gaze: -1, hair: 'short' },
    body: 'seated',
    fill: RED,
    l: [
      [-20, -56],
      [-48, -52],
    ],
    r: [
      [-6, -64],
      [-30, -76],
    ],
    front: path('M-30-76l-8 6M-34-82l8 8', { 'stroke-width': 4 }),
  }) +
  k.sign(-14, 80, 0.62) +
  k.sign(-50, 140, 0.62);

/** Nine: at ease in her own vineyard, a hooded falcon on her glove. */
const nine: Scene = (k) => {
  const vine = (x: number) =>
    path(`M${x} 150V-120`, { stroke: WOOD, 'stroke-width': 3 }) +
    [-90, -40, 10].map((y) => circle(x + 8, y, 6, { fill: '#6a3a8a', 'stroke-width': 1 })).join('');
  return (
    vine(-112) +
    vine(104) +
    castleTower(70, 40, 24, 40, STONE) +
    ground('110Q0 100 125 110', '#2a3a1a') +
    k.signs(
      [
        [-84, -100],
        [-84, -60],
        [-84, -20],
        [-84, 20],
        [-84, 60],
        [-56, 100],
        [84, -60],
        [84, -20],
        [84, 20],
      ],
      0.56,
    ) +
    person(k.p, 4, 152, 1.35, {
      figure: 'lady',
      face: { turn: -0.5, hair: 'long' },
      body: 'gown',
      hat: 'tiara',
      fill: '#e8c54a',
      l: [
        [-22, -70],
        [-26, -86],
      ],
      r: [
        [20, -58],
        [24, -46],
      ],
    }) +
    placed(
      'falcon',
      -30,
      34,
      1,
      false,
      el('ellipse', { cx: 0, cy: -12, rx: 7, ry: 11, fill: '#5a3a1c' }) +
        circle(0, -26, 5, { fill: RED }) +
        path('M-4-10L-10 4M4-10L8 4', { 'stroke-width': 1 }),
    )
  );
};

/** Ten: three generations at the gate, the old man's dogs, the coins in the Tree of Life. */
const ten: Scene = (k) => {
  const tree: [number, number][] = [
    [0, -160],
    [-44, -138],
    [44, -138],
    [-44, -96],
    [44, -96],
    [0, -76],
    [-44, -40],
    [44, -40],
    [0, -16],
    [0, 28],
  ];
  return (
    path('M-70 150V-10H-50V150M50 150V-10H70V150M-70-10Q0-60 70-10', { fill: STONE, 'stroke-width': 1.6 }) +
    ground('110', '#2a3a1a') +
    k.signs(tree, 0.56) +
    person(k.p, -96, 152, 0.95, {
      figure: 'elder',
      body: 'seated',
      hat: 'hood',
      fill: '#8a4ab0',
      mid: path('M-5-72Q0-58 5-72', { fill: '#fff', 'stroke-width': 0.8 }),
    }) +
    placed('dog', -62, 152, 0.75, false, howler(k.p, 'dog')) +
    placed('dog', -24, 156, 0.7, true, howler(k.p, 'dog')) +
    person(k.p, 30, 150, 0.9, { figure: 'son', body: 'tunic', fill: RED }) +
    person(k.p, 60, 150, 0.86, { figure: 'wife', body: 'gown', fill: pale(k.p) }) +
    person(k.p, 46, 152, 0.45, { figure: 'grandchild', body: 'tunic', fill: cloth(k.p, 0.6) })
  );
};

export const PENTACLES: Record<number, Scene> = {
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
