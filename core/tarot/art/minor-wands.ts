/** Two to Ten of Wands: fire, will and enterprise, after the RWS scenes. */
import { horse, placed } from './beasts.js';
import { castleTower, ground, hills, house, type Kit, LEAF, RED, STONE, sea, WATER } from './kit.js';
import { cloth, pale } from './palette.js';
import { person } from './people.js';
import { circle, g, path, star } from './shapes.js';

type Scene = (k: Kit) => string;

/** Two: the world in his hand, one staff held, one fixed to the wall. */
const two: Scene = (k) =>
  hills(40, k.p) +
  sea(52) +
  k.staff(-84, 150, -84, -130) +
  person(k.p, 10, 100, 1.25, {
    figure: 'lord',
    face: { turn: 0.5, hair: 'beard' },
    hat: 'cap',
    fill: cloth(k.p, 0.55),
    l: [
      [-22, -58],
      [-22, -48],
    ],
    r: [
      [26, -62],
      [40, -68],
    ],
    front:
      circle(-22, -55, 9, { fill: WATER, 'stroke-width': 1 }) +
      path('M-31-55H-13M-22-64Q-26-55-22-46', { 'stroke-width': 0.8 }),
  }) +
  k.staff(60, 150, 60, -130) +
  ground('100', STONE) +
  path(
    'M-125 100V90H-105V100M-85 100V90H-65V100M-45 100V90H-25V100M-5 100V90H15V100M35 100V90H55V100M75 100V90H95V100M115 100V90H125',
    {
      fill: STONE,
    },
  );

/** Three: from the cliff he watches his ships come in. */
const three: Scene = (k) =>
  sea(30, '#8a4a2a') +
  path('M-60 60l30 0l-4 6h-22zM-45 60v-16l10 12zM30 40l24 0l-3 5h-18zM42 40v-12l8 10z', {
    fill: pale(k.p),
    'stroke-width': 1,
  }) +
  ground('110Q0 96 125 112', '#3a1a10') +
  k.staff(-96, 160, -96, -120) +
  k.staff(96, 160, 96, -120) +
  person(k.p, -6, 150, 1.35, {
    figure: 'merchant',
    fill: cloth(k.p, 0.5),
    back: path('M-14-76Q-24-30-20 0H20Q24-30 14-76Z', { fill: RED }),
    r: [
      [20, -58],
      [26, -66],
    ],
  }) +
  k.staff(30, 160, 30, -124);

/** Four: a garland on four staves, a welcome home, the castle behind. */
const four: Scene = (k) => {
  const swag = 'M-90-40Q-65-10-40-40Q0-5 40-40Q65-10 90-40';
  const blooms = [-78, -52, -20, 0, 20, 52, 78]
    .map((x, i) =>
      star(x, i % 2 ? -24 : -18, 6, 5, { fill: i % 2 ? RED : '#e8c54a', 'stroke-width': 1 }, 0.6),
    )
    .join('');
  return (
    castleTower(-30, 60, 30, 80, STONE) +
    castleTower(20, 60, 40, 100, STONE) +
    g({ 'data-figure': 'ground' }, ground('80Q0 70 125 80', '#3a1a10')) +
    [-90, -40, 40, 90].map((x) => k.staff(x, 150, x, -50, 1)).join('') +
    path(swag, { stroke: LEAF, 'stroke-width': 4 }) +
    blooms +
    [-22, 26]
      .map((x, i) =>
        person(k.p, x, 140, 0.85, {
          figure: 'celebrant',
          body: 'gown',
          fill: i ? pale(k.p) : RED,
          l: [
            [-20, -86],
            [-24, -106],
          ],
          r: [
            [20, -86],
            [24, -106],
          ],
          front: star(i ? 24 : -24, -110, 7, 6, { fill: LEAF, 'stroke-width': 1 }),
        }),
      )
      .join('')
  );
};

/** Five: a scuffle, five young men and their staves at odds. */
const five: Scene = (k) => {
  const fighters: [number, number, number][] = [
    [-90, 150, -20],
    [-45, 140, 25],
    [0, 150, -35],
    [45, 140, 15],
    [90, 150, 35],
  ];
  const fills = [RED, pale(k.p), '#3a6a9a', cloth(k.p, 0.6), LEAF];
  return (
    ground('120Q0 104 125 120', '#3a1a10') +
    fighters
      .map(([x, y, a], i) => {
        const r = (a * Math.PI) / 180;
        const hx = x + Math.sin(r) * 20;
        return (
          person(k.p, x, y, 0.78, {
            figure: 'youth',
            body: 'tunic',
            fill: fills[i] ?? RED,
            l: [
              [-20, -90],
              [-14 + Math.sin(r) * 10, -104],
            ],
            r: [
              [20, -90],
              [14 + Math.sin(r) * 10, -104],
            ],
          }) +
          k.staff(
            hx - Math.sin(r) * 60,
            y - 50 + Math.cos(r) * 40,
            hx + Math.sin(r) * 80,
            y - 150 - Math.cos(r) * 20,
            1,
          )
        );
      })
      .join('')
  );
};

/** Six: the victor rides home, laurel on his staff and on his head. */
const six: Scene = (k) =>
  [-100, -70, 70, 100, 118].map((x) => k.staff(x, 170, x - 6, -80, 1)).join('') +
  placed(
    'horse',
    -6,
    150,
    1.3,
    false,
    horse(k.p, 'walk', pale(k.p), path('M-30-64Q-4-56 22-64L26-30Q-4-24-34-30Z', { fill: LEAF })),
  ) +
  person(k.p, -8, 100, 0.9, {
    figure: 'victor',
    body: 'tunic',
    hat: 'wreath',
    fill: RED,
    legL: [],
    legR: [
      [14, -22],
      [12, -2],
    ],
    r: [
      [22, -70],
      [28, -84],
    ],
  }) +
  k.staff(24, 60, 24, -150, 0) +
  circle(24, -140, 9, { stroke: LEAF, 'stroke-width': 3 }) +
  path('M20-132l-6 14M28-132l6 14', { stroke: RED, 'stroke-width': 2 });

/** Seven: on the high ground, one staff against six rising from below. */
const seven: Scene = (k) =>
  ground('40Q-40 30 20 70Q60 100 125 110', '#3a1a10') +
  [10, 34, 58, 82, 104, 122].map((x, i) => k.staff(x, 170, x - 30 + i * 4, 20 + i * 8, 1)).join('') +
  person(k.p, -44, 56, 1.15, {
    figure: 'defender',
    face: { turn: 0.7, hair: 'short' },
    body: 'tunic',
    fill: '#3a6a9a',
    lean: 6,
    legL: [
      [-10, -18],
      [-14, 0],
    ],
    legR: [
      [10, -18],
      [16, 0],
    ],
    l: [
      [-14, -56],
      [4, -50],
    ],
    r: [
      [22, -66],
      [30, -84],
    ],
  }) +
  k.staff(-40, 20, 20, -130, 1);

/** Eight: eight staves in flight over open country. */
const eight: Scene = (k) =>
  hills(90, k.p) +
  ground('110Q0 96 125 112', '#3a1a10') +
  path('M-125 140Q-40 120 0 132T125 126', { stroke: WATER, 'stroke-width': 5 }) +
  house(70, 100, 14, 14, STONE) +
  g(
    { 'data-figure': 'staves-in-flight' },
    Array.from({ length: 8 }, (_, i) =>
      k.staff(-110 + i * 14, -60 + i * 22, 30 + i * 14, -150 + i * 22, 1),
    ).join(''),
  );

/** Nine: wounded but standing, on guard before a fence of staves. */
const nine: Scene = (k) =>
  ground('120Q0 110 125 120', '#3a1a10') +
  [-110, -82, -54, -26, 2, 30, 58, 86].map((x) => k.staff(x, 140, x, -90, 1)).join('') +
  person(k.p, 30, 150, 1.4, {
    figure: 'guard',
    face: { turn: -0.5, hair: 'short' },
    body: 'tunic',
    hat: 'bandage',
    fill: cloth(k.p, 0.6),
    l: [
      [-16, -58],
      [-2, -62],
    ],
    r: [
      [18, -60],
      [28, -70],
    ],
    back: path('M-14-76Q-26-30-18-36Q0-30 18-36Q26-30 14-76Z', { fill: '#3a6a9a' }),
  }) +
  k.staff(70, 150, 70, -120, 1);

/** Ten: bowed under ten staves, he trudges on toward the town. */
const ten: Scene = (k) =>
  ground('110Q0 100 125 110', '#3a1a10') +
  house(86, 100, 16, 18, STONE) +
  house(106, 100, 14, 26, STONE) +
  house(70, 100, 12, 12, STONE) +
  person(k.p, -20, 150, 1.25, {
    figure: 'bearer',
    body: 'tunic',
    fill: cloth(k.p, 0.6),
    lean: 18,
    legL: [
      [-8, -18],
      [-14, 0],
    ],
    legR: [
      [8, -18],
      [10, 0],
    ],
    l: [
      [4, -56],
      [22, -70],
    ],
    r: [
      [24, -60],
      [30, -72],
    ],
  }) +
  Array.from({ length: 10 }, (_, i) =>
    k.staff(12 + i * 3, 104 - (i % 2) * 6, 22 + i * 6, -120 + (i % 3) * 8, 0),
  ).join('');

export const WANDS: Record<number, Scene> = {
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
