/** Two to Ten of Swords: air, thought and conflict, after the RWS scenes. */
import { castleTower, cloud, ground, hills, type Kit, NIGHT, RED, STONE, sea, WATER } from './kit.js';
import { cloth, gilt, type Palette, pale } from './palette.js';
import { person } from './people.js';
import { circle, crescent, el, g, path, rect } from './shapes.js';

type Scene = (k: Kit) => string;

const rain = (p: Palette, x0: number, x1: number, y: number): string => {
  let d = '';
  for (let x = x0; x <= x1; x += 14) d += `M${x} ${y + ((x * 7) % 11)}l-5 14`;
  return path(d, { stroke: pale(p), 'stroke-width': 1.2, 'stroke-opacity': 0.7 });
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

/** Six: a ferryman takes a mother and child across to calmer water. */
const six: Scene = (k) =>
  hills(20, k.p) +
  ground('40', '#2a3a6a') +
  path('M-125 60q10-6 20 0t20 0t20 0M-125 80q10-6 20 0t20 0', { stroke: pale(k.p), 'stroke-width': 1 }) +
  path('M40 70H125M30 90H125', { stroke: pale(k.p), 'stroke-width': 0.8, 'stroke-opacity': 0.6 }) +
  [-64, -50, -36, -22, -8, 6].map((x, i) => k.blade(x, 20 + (i % 2) * 4, 180, 86)).join('') +
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

/** Eight: bound and blindfolded among eight swords, but free to walk. */
const eight: Scene = (k) =>
  castleTower(70, -30, 30, 60, STONE) +
  castleTower(100, -30, 22, 44, STONE) +
  path('M40-30Q80-40 125-20', { 'stroke-width': 1.2 }) +
  ground('60Q0 50 125 60', '#3a3a4a') +
  circle(-40, 140, 10, { fill: WATER, 'stroke-width': 1 }) +
  [-104, -84, -64, -44].map((x, i) => k.blade(x, 20 + i * 6, 180, 110)).join('') +
  [44, 64, 84, 104].map((x, i) => k.blade(x, 38 - i * 6, 180, 110)).join('') +
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

/** Nine: sitting up in bed in the black of night, face in her hands, nine swords level on the dark. */
const nine: Scene = (k) =>
  rect(-134, -239, 268, 319, { fill: NIGHT, stroke: 'none' }) +
  ground('80', '#2a2030') +
  Array.from({ length: 9 }, (_, i) => k.blade(-100, -178 + i * 14.5, 90, 204)).join('') +
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

/** Ten: face down on the shore, ten swords in his back along the spine, and the dawn breaking beyond. */
const ten: Scene = (k) => {
  const dawn = `${k.prefix}-dawn`;
  // Lying face down, head to the left: the blades end inside the top edge of his body (y 108).
  const back = 114;
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
    person(k.p, 108, 116, 1.7, {
      figure: 'fallen',
      body: 'tunic',
      fill: pale(k.p),
      lean: -90,
      l: [
        [-14, -62],
        [-14, -48],
      ],
      r: [
        [12, -86],
        [10, -104],
      ],
    }) +
    // The red cloth over his legs.
    path('M46 96Q70 90 94 98Q108 96 118 102L120 134Q100 138 80 133Q62 138 44 134Q40 114 46 96Z', {
      fill: RED,
      'stroke-width': 1.6,
    }) +
    // Ten blades driven into his back from the neck to the small of the back, hilts up.
    Array.from({ length: 10 }, (_, i) => {
      const len = i % 2 ? 62 : 82;
      return k.blade(-22 + i * 7.2, back - len, 180, len);
    }).join('')
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
