/** Two to Ten of Swords: air, thought and conflict, after the RWS scenes. */
import { castleTower, cloud, ground, hills, type Kit, NIGHT, RED, STONE, sea, WATER } from './kit.js';
import { cloth, gilt, type Palette, pale } from './palette.js';
import { flesh, limbs, person } from './people.js';
import { circle, crescent, el, fmt, g, path, rect } from './shapes.js';

type Scene = (k: Kit) => string;

const rain = (p: Palette, x0: number, x1: number, y: number): string => {
  let d = '';
  for (let x = x0; x <= x1; x += 14) d += `M${x} ${y + ((x * 7) % 11)}l-5 14`;
  return path(d, { stroke: pale(p), 'stroke-width': 1.2, 'stroke-opacity': 0.7 });
};

/** A sword planted point down at (x, y), leaning `tilt` degrees (its hilt to the right when positive), its guard at height `hilt`. */
const planted = (k: Kit, x: number, y: number, tilt: number, hilt: number): string => {
  const a = (tilt * Math.PI) / 180;
  const len = (y - hilt) / Math.cos(a);
  return k.blade(x + len * Math.sin(a), hilt, 180 + tilt, len);
};

/** Two: blindfolded, two swords crossed over the heart, the sea behind. */
const two: Scene = (k) =>
  crescent(90, -140, 14, true, gilt(k.p, 0.9)) +
  sea(40, '#2a3a6a') +
  path('M60 52q10-16 24-4q10-6 16 6ZM-100 60q8-12 20-2Z', { fill: STONE, 'stroke-width': 1.2 }) +
  ground('110Q0 104 125 110', '#3a3a4a') +
  rect(-40, 110, 80, 40, { fill: STONE }) +
  k.blade(-8, 36, 40, 118) +
  k.blade(8, 36, -40, 118) +
  person(k.p, 0, 144, 1.3, {
    figure: 'blindfolded',
    body: 'seated',
    hat: 'blindfold',
    fill: pale(k.p),
    l: [
      [-16, -44],
      [4, -56],
    ],
    r: [
      [16, -44],
      [-4, -56],
    ],
  });

/** Three: a heart pierced by three swords under a storm. */
const three: Scene = (k) =>
  cloud(k.p, -50, -130, 60) +
  cloud(k.p, 60, -120, 54) +
  rain(k.p, -118, 118, -110) +
  rain(k.p, -110, 110, 60) +
  g(
    { 'data-figure': 'heart' },
    path(
      'M0 90C-40 60-92 30-92-16C-92-52-50-64-26-52C-12-45-4-34 0-24C4-34 12-45 26-52C50-64 92-52 92-16C92 30 40 60 0 90Z',
      {
        fill: RED,
        'stroke-width': 2.4,
      },
    ),
  ) +
  k.blade(0, -100, 180, 200) +
  k.blade(-74, -96, 146, 190) +
  k.blade(74, -96, -146, 190);

/** Four: a knight's effigy at rest on his tomb, three swords above, one beneath. */
const four: Scene = (k) =>
  ground('146', '#2a2838') +
  path('M-110-40V-130Q-110-170-80-170Q-50-170-50-130V-40Z', { fill: '#3a4f9a', 'stroke-width': 1.6 }) +
  path('M-80-170V-40M-110-100H-50M-110-70H-50', { 'stroke-width': 1 }) +
  circle(-80, -130, 8, { fill: RED, 'stroke-width': 1 }) +
  [-10, 40, 90].map((x, i) => k.blade(x, -160 + i * 6, 180, 130)).join('') +
  rect(-116, 70, 232, 70, { fill: STONE }) +
  rect(-124, 140, 248, 14, { fill: STONE }) +
  k.blade(-70, 104, 90, 150) +
  person(k.p, 96, 66, 1.45, {
    figure: 'effigy',
    body: 'tunic',
    hat: 'helmet',
    fill: '#8a8a9a',
    lean: -90,
    legL: [
      [-5, -18],
      [-5, 0],
    ],
    legR: [
      [5, -18],
      [5, 0],
    ],
    l: [
      [-2, -62],
      [14, -64],
    ],
    r: [
      [12, -70],
      [14, -64],
    ],
  });

/** Five: the victor gathers the swords; the beaten walk away. */
const five: Scene = (k) =>
  path('M-125-120l40 10l30-20l40 16l40-24l40 20l60-14', { stroke: pale(k.p), 'stroke-width': 1.4 }) +
  path('M-125-90l50 6l40-16l50 12l60-18l50 10', {
    stroke: pale(k.p),
    'stroke-width': 1,
    'stroke-opacity': 0.6,
  }) +
  sea(50, '#2a3a6a') +
  ground('100Q0 90 125 104', '#3a3a4a') +
  person(k.p, 60, 92, 0.55, {
    figure: 'defeated',
    fill: '#3a6a9a',
    l: [
      [-14, -62],
      [-4, -80],
    ],
    r: [
      [14, -62],
      [4, -80],
    ],
  }) +
  person(k.p, 96, 96, 0.5, { figure: 'defeated', fill: pale(k.p) }) +
  k.blade(-60, 68, -20, 90) +
  k.blade(-56, 70, -34, 90) +
  person(k.p, -30, 152, 1.35, {
    figure: 'victor',
    face: { turn: 0.6, hair: 'short' },
    body: 'tunic',
    fill: RED,
    lean: -4,
    l: [
      [-22, -58],
      [-22, -62],
    ],
    r: [
      [22, -56],
      [24, -44],
    ],
  }) +
  k.blade(4, 92, 170, 60) +
  k.blade(20, 148, 100, 90) +
  k.blade(40, 160, 82, 90);

/** The Six's swords: where each point rests in the boat, its tilt in degrees, the height of its guard. */
const SIX: readonly (readonly [number, number, number])[] = [
  [-72, -5, 26],
  [-58, 2, 14],
  [-44, -3, 30],
  [-30, 5, 18],
  [-16, -1, 24],
  [-2, 6, 10],
];

/** Six: a ferryman takes a mother and child across to calmer water. */
const six: Scene = (k) =>
  hills(20, k.p) +
  ground('40', '#2a3a6a') +
  path('M-125 60q10-6 20 0t20 0t20 0M-125 80q10-6 20 0t20 0', { stroke: pale(k.p), 'stroke-width': 1 }) +
  path('M40 70H125M30 90H125', { stroke: pale(k.p), 'stroke-width': 0.8, 'stroke-opacity': 0.6 }) +
  // Six swords stood in the bow, each leaning its own way, the guards at different heights.
  SIX.map(([x, tilt, hilt]) => planted(k, x, 104, tilt, hilt)).join('') +
  person(k.p, -24, 112, 0.72, { figure: 'passenger', body: 'seated', hat: 'hood', fill: '#3a6a9a' }) +
  person(k.p, -52, 112, 0.45, { figure: 'passenger', body: 'seated', fill: pale(k.p) }) +
  person(k.p, 66, 116, 1.0, {
    figure: 'ferryman',
    body: 'tunic',
    fill: RED,
    l: [
      [-18, -60],
      [-12, -74],
    ],
    r: [
      [16, -60],
      [-2, -60],
    ],
  }) +
  path('M30-40L110 160', { 'stroke-width': 3, stroke: '#9a6a3a' }) +
  path('M-110 100Q-90 140-40 140H70Q100 140 110 100Z', { fill: '#5a3a1c' });

/** Seven: he slips away from the camp with five swords, two left behind. */
const seven: Scene = (k) =>
  ground('100Q0 92 125 100', '#3a3a4a') +
  [-100, -60]
    .map((x) => path(`M${x - 24} 92L${x} 40L${x + 24} 92Z`, { fill: RED, 'stroke-width': 1.4 }))
    .join('') +
  path('M-100 40v-14l10 5l-10 4M-60 40v-14l10 5l-10 4', { 'stroke-width': 1.2 }) +
  k.blade(78, 64, 180, 80) +
  k.blade(104, 70, 180, 80) +
  person(k.p, 20, 150, 1.3, {
    figure: 'thief',
    body: 'tunic',
    fill: cloth(k.p, 0.7),
    lean: -8,
    hat: 'cap',
    legL: [
      [-10, -18],
      [-18, -2],
    ],
    legR: [
      [10, -18],
      [18, 0],
    ],
    l: [
      [-6, -50],
      [16, -56],
    ],
    r: [
      [24, -60],
      [20, -52],
    ],
  }) +
  [0, 1, 2, 3, 4].map((i) => k.blade(30 + i * 3, 76 + i * 2, -44 + i * 4, 104)).join('');

/** The Eight's swords, five to her left and three to her right: where each point is driven in, its tilt, its guard's height. */
const EIGHT: readonly (readonly [number, number, number, number])[] = [
  [-116, 134, -5, 26],
  [-100, 140, -1, 14],
  [-84, 132, -4, 32],
  [-68, 142, 1, 20],
  [-52, 136, -2, 8],
  [54, 138, 2, 22],
  [78, 132, 5, 10],
  [102, 140, 3, 28],
];

/** Eight: bound and blindfolded among eight swords, but free to walk. */
const eight: Scene = (k) =>
  castleTower(70, -30, 30, 60, STONE) +
  castleTower(100, -30, 22, 44, STONE) +
  path('M40-30Q80-40 125-20', { 'stroke-width': 1.2 }) +
  ground('60Q0 50 125 60', '#3a3a4a') +
  circle(-40, 140, 10, { fill: WATER, 'stroke-width': 1 }) +
  EIGHT.map(([x, y, tilt, hilt]) => planted(k, x, y, tilt, hilt)).join('') +
  person(k.p, 0, 150, 1.3, {
    figure: 'bound',
    body: 'gown',
    hat: 'blindfold',
    fill: RED,
    l: [
      [-14, -56],
      [-6, -46],
    ],
    r: [
      [14, -56],
      [6, -46],
    ],
    front: path('M-14-66L14-56M-15-54L15-44M-16-42L16-32M-18-30L18-20', {
      stroke: pale(k.p),
      'stroke-width': 2.4,
    }),
  });

/**
 * The Nine's swords, top to bottom: how far each hilt sits from the column (px), its tilt off level
 * (degrees, alternating up and down) and its length against the mean: a hung row, not a blind.
 */
const NINE: readonly (readonly [number, number, number])[] = [
  [0, 1.2, 1.04],
  [6, -0.9, 0.91],
  [-4, 1.4, 1.09],
  [3, -1, 0.95],
  [-6, 1.1, 1.02],
  [5, -1.3, 0.9],
  [-2, 1, 1.07],
  [6, -1.2, 0.93],
  [-5, 1.3, 1],
];

/** Nine: sitting up in bed in the black of night, face in her hands, nine swords hung across the dark wall. */
const nine: Scene = (k) =>
  rect(-134, -239, 268, 319, { fill: NIGHT, stroke: 'none' }) +
  ground('80', '#2a2030') +
  NINE.map(([dx, tilt, len], i) => k.blade(-100 + dx, -188 + i * 16, 90 + tilt, 192 * len, 7.5)).join('') +
  // The headboard and pillow behind her.
  rect(-122, -12, 14, 98, { fill: '#5a3a1c', 'stroke-width': 1.4 }) +
  path('M-106 40Q-112 22-96 18H-66Q-58 30-66 44Z', { fill: '#e8e2d2', 'stroke-width': 1.2 }) +
  person(k.p, -56, 98, 1.55, {
    figure: 'sleepless',
    fill: pale(k.p),
    lean: 6,
    hat: 'none',
    grip: { l: 'open', r: 'open' },
    l: [
      [-19, -60],
      [-5, -85],
    ],
    r: [
      [19, -60],
      [5, -85],
    ],
  }) +
  // The quilt of roses and the signs of the zodiac over her knees.
  g(
    { 'data-figure': 'quilt' },
    path('M-88 38Q-62 30-38 34Q-4 14 24 30Q64 40 116 36V78H-88Z', { fill: '#3a4f9a', 'stroke-width': 1.4 }) +
      path('M-70 46h10v10h-10zM-30 48h10v10h-10zM10 42h10v10h-10zM50 48h10v10h-10zM90 48h10v10h-10z', {
        fill: RED,
        'stroke-width': 0.9,
      }) +
      path('M-48 64q4-6 8 0q4 6 8 0M-8 64h10M4 60v8M34 66q4-8 8 0M72 60l6 8l6-8', {
        stroke: '#e9c46a',
        'stroke-width': 1,
      }),
  ) +
  // The bed, its side carved with one man striking down another.
  rect(-122, 76, 244, 32, { fill: '#5a3a1c' }) +
  path('M-40 104l8-12l6 4l8-10M-20 104l-2-10l10-6M10 104l6-12l10 2M40 104q10-10 20-6', {
    'stroke-width': 1.2,
  }) +
  path('M-116 108v20M116 108v20', { 'stroke-width': 4 });

/** The top of his back, neck to heel, lying face down with his head to the left. */
const BACK: readonly (readonly [number, number])[] = [
  [-84, 94],
  [-74, 84],
  [-58, 82],
  [-40, 86],
  [-22, 89],
  [-6, 87],
  [8, 81],
  [24, 83],
  [44, 90],
  [64, 94],
  [82, 95],
  [96, 99],
];

/** The height of his back at x (straight between the points above, within a unit of the curve drawn through them). */
const backAt = (x: number): number => {
  const i = BACK.findIndex(([bx]) => bx >= x);
  const [x1, y1] = BACK[Math.max(i - 1, 0)] ?? [0, 0];
  const [x2, y2] = BACK[i] ?? [0, 0];
  return x2 === x1 ? y2 : y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
};

/** A smooth line through the points (Catmull-Rom as cubic Béziers), continuing a path. */
const smooth = (pts: readonly (readonly [number, number])[]): string =>
  pts
    .slice(1)
    .map((b, i) => {
      const a = pts[i] ?? b;
      const before = pts[i - 1] ?? a;
      const after = pts[i + 2] ?? b;
      const c1 = [a[0] + (b[0] - before[0]) / 6, a[1] + (b[1] - before[1]) / 6];
      const c2 = [b[0] - (after[0] - a[0]) / 6, b[1] - (after[1] - a[1]) / 6];
      return `C${[...c1, ...c2, ...b].map(fmt).join(' ')}`;
    })
    .join('');

/** The man of the Ten, face down, his head turned to us on the sand, one arm flung forward, the red cloth over his legs. */
const fallen = (p: Palette): string =>
  g(
    { 'data-figure': 'fallen' },
    path(`M-86 108L-84 94${smooth(BACK)}L104 110H-80Z`, { fill: '#5a6a8a', 'stroke-width': 1.6 }) +
      circle(-96, 99, 11, { fill: flesh(p), 'stroke-width': 1.4 }) +
      path('M-105 93Q-98 85-86 91Q-83 100-88 107Q-93 97-105 93Z', { fill: '#3a2418', 'stroke-width': 1 }) +
      path('M-102 102q2.5 1.5 5 0', { stroke: '#2a160c', 'stroke-width': 1 }) +
      // His arm flung forward on the sand, under his head.
      limbs(
        [
          [
            [-74, 100],
            [-92, 112],
            [-114, 110],
          ],
        ],
        '#5a6a8a',
        7,
        1.3,
      ) +
      circle(-117, 110, 3.6, { fill: flesh(p), 'stroke-width': 1 }) +
      // The red cloth over his hips and legs, falling to the sand past his feet.
      path('M-10 88Q6 74 26 79Q50 85 72 90Q92 91 104 96L112 112Q84 116 60 111Q30 115 2 111Q-12 102-10 88Z', {
        fill: RED,
        'stroke-width': 1.6,
      }) +
      path('M30 84Q38 98 34 111M70 92Q78 102 74 112', { 'stroke-width': 1, 'stroke-opacity': 0.7 }),
  );

/** Where each sword stands: the x of its point on his back, its tilt in degrees, the height of its guard. */
const TEN: readonly (readonly [number, number, number])[] = [
  [-72, -12, 20],
  [-58, -6, 8],
  [-45, -10, 26],
  [-33, -2, 14],
  [-19, -4, 28],
  [-6, 3, 6],
  [8, -1, 22],
  [22, 8, 12],
  [36, 4, 27],
  [50, 12, 16],
];

/** Ten: face down on the shore, ten swords planted along his back, the red cloth over his legs, and the dawn breaking beyond. */
const ten: Scene = (k) => {
  const dawn = `${k.prefix}-dawn`;
  return (
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: dawn, x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, 'stop-color': NIGHT }) +
          el('stop', { offset: 0.5, 'stop-color': '#4a2422' }) +
          el('stop', { offset: 0.8, 'stop-color': '#b0603a' }) +
          el('stop', { offset: 1, 'stop-color': '#f2d36a' }),
      ),
    ) +
    rect(-134, -239, 268, 160, { fill: NIGHT, stroke: 'none' }) +
    g({ 'data-figure': 'dawn' }, rect(-134, -80, 268, 117, { fill: `url(#${dawn})`, stroke: 'none' })) +
    sea(36, '#1f2a4a') +
    ground('110Q0 104 125 110', '#3a3a4a') +
    fallen(k.p) +
    // Ten separate swords, hilts up, each at its own tilt and height, points in his back from the shoulder to the hip.
    TEN.map(([x, tilt, hilt]) => planted(k, x, backAt(x) + 5, tilt, hilt)).join('')
  );
};

export const SWORDS: Record<number, Scene> = {
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
