/**
 * Scenes for the Tower through the World, on the same grid as the others:
 * about ±110 wide and ±150 tall, ground near y = 140, stroked in gold by the caller.
 */
import { type Creature, crayfish, creature, horse, howler, placed } from './beasts.js';
import { land, PURPLE, WOOD } from './kit.js';
import { bare, gilt, type Palette, pale, tint } from './palette.js';
import { flesh, type Limb, person } from './people.js';
import { circle, crescent, el, fmt, g, path, polar, polygon, rays, rect, star, thin } from './shapes.js';
import { featherWings } from './wings.js';

/** Falling flame-drop, the yod of the Tower and the dew of the Moon. */
const drops = (spots: readonly (readonly [number, number])[], p: Palette) =>
  spots.map(([x, y]) => path(`M${x} ${y}q4 6 0 9q-4-3 0-9z`, bare(p, 0.9))).join('');

function tower(p: Palette): string {
  const faller = (x: number, y: number, lean: number, fill: string, hat: 'crown' | 'none') =>
    person(p, x, y, 0.62, {
      figure: 'faller',
      body: 'tunic',
      hat,
      fill,
      lean,
      l: [
        [-22, -84],
        [-30, -100],
      ],
      r: [
        [22, -84],
        [30, -98],
      ],
      legL: [
        [-10, -20],
        [-4, -4],
      ],
    });
  return (
    path('M-70 150Q-60 110-36 112H36Q60 110 70 150Z', { fill: '#4a3a3a' }) +
    path('M-28 112L-22-60H22L28 112Z', { fill: '#6b6a7a' }) +
    path('M-24-60V-72H-14V-65H-6V-72H6V-65H14V-72H24V-60', { fill: '#6b6a7a' }) +
    rect(-5, -40, 10, 16, { fill: '#e8743b' }) +
    rect(-15, 10, 10, 16, { fill: '#e8743b' }) +
    rect(6, 50, 10, 16, { fill: '#e8743b' }) +
    path('M-22-40q-12-8-8-22q4 10 10 8zM24 10q14-6 10-22q-4 10-10 10z', { fill: '#e8743b' }) +
    g(
      { transform: 'rotate(-28 -40 -96)' },
      path('M-56-86L-60-106L-48-94L-38-112L-28-94L-16-106L-20-86Z', gilt(p, 0.9)),
    ) +
    polygon(
      [
        [100, -146],
        [40, -100],
        [56, -98],
        [16, -74],
        [48, -108],
        [32, -110],
        [72, -146],
      ],
      { fill: '#fff', 'fill-opacity': 0.95 },
    ) +
    faller(-62, -10, 160, '#3a4f9a', 'crown') +
    faller(64, 40, 200, '#a83a2a', 'none') +
    drops(
      [
        [-90, -60],
        [-84, 40],
        [-60, 90],
        [80, -40],
        [92, 80],
        [50, 110],
      ],
      p,
    )
  );
}

function starCard(p: Palette): string {
  const big = Array.from({ length: 16 }, (_, i) =>
    polar(0, -92, i % 2 ? 10 : i % 4 ? 26 : 42, -90 + i * 22.5),
  );
  const small = Array.from({ length: 7 }, (_, i) => {
    const [x, y] = polar(0, -92, 58, 200 + (i * 140) / 6);
    return star(x, y, 8, 8, bare(p, 0.9), 0.4);
  }).join('');
  // A jug in the figure's unit space, mouth tipped toward `side`.
  const jug = (x: number, y: number, side: number) =>
    g(
      { transform: `translate(${x} ${y}) rotate(${side * 70})` },
      path('M-5-8Q-9 0-6 7H6Q9 0 5-8ZM-3-8V-12H3V-8', { fill: '#c9a43c', 'stroke-width': 1.2 }),
    );
  return (
    g({ 'data-figure': 'great-star' }, circle(0, -92, 32, bare(p, 0.12)) + polygon(big, gilt(p, 0.95))) +
    g({ 'data-figure': 'seven-stars' }, small) +
    land('112Q-60 104 0 110Q60 104 120 112', { fill: '#3f6a3a' }) +
    g(
      { 'data-figure': 'tree' },
      path('M84 112V20', { stroke: WOOD, 'stroke-width': 5 }) + circle(88, 14, 24, { fill: '#2f5a3a' }),
    ) +
    g(
      { 'data-figure': 'ibis', transform: 'translate(92 -4) scale(1.5) translate(-92 4)' },
      path('M82-8q4-10 16-8q6 2 4 8q-8 4-20 0z', { fill: '#e8743b', 'stroke-width': 1.2 }) +
        circle(100, -10, 3.5, { fill: '#e8743b', 'stroke-width': 1 }) +
        path('M103-9q8 2 10 10', { 'stroke-width': 1.3 }) +
        path('M88-4v8M94-4v8', { 'stroke-width': 1 }),
    ) +
    g({ 'data-figure': 'pool' }, el('ellipse', { cx: -46, cy: 132, rx: 62, ry: 17, fill: '#2d5f8a' })) +
    person(p, 14, 132, 1.1, {
      figure: 'maiden',
      face: { turn: -0.5, gaze: -1, hair: 'long', tint: '#c89a4a' },
      body: 'kneel',
      fill: flesh(p),
      // Kneeling on the bank on her left knee, the shin lying behind her; her right foot rests on the pool.
      legL: [
        [-24, -40],
        [-36, -10],
      ],
      legR: [
        [8, -3],
        [32, -2],
      ],
      l: [
        [-20, -58],
        [-30, -46],
      ],
      r: [
        [20, -58],
        [30, -46],
      ],
      front: g({ 'data-figure': 'jugs' }, jug(-33, -42, -1) + jug(33, -42, 1)),
    }) +
    // One jug pours back into the pool, the other onto the land, where the water parts in five streams.
    path('M-28 86Q-36 100-34 126M62 86Q68 104 64 118', { stroke: '#9fd7ff', 'stroke-width': 2.2 }) +
    g(
      { 'data-figure': 'five-streams' },
      path(
        'M64 118Q50 124 28 124M64 118Q52 130 40 140M64 118Q66 132 62 146M64 118Q80 130 90 140M64 118Q86 120 104 126',
        { stroke: '#9fd7ff', 'stroke-width': 2 },
      ),
    )
  );
}

function moon(p: Palette): string {
  const towerAt = (x: number) =>
    path(`M${x - 11} 52V-20H${x + 11}V52`, { fill: '#4a4a5a' }) +
    path(`M${x - 11}-20V-28H${x - 5}V-24H${x}V-28H${x + 5}V-24H${x + 11}V-20`) +
    rect(x - 3, -6, 6, 10, bare(p));
  return (
    rays(0, -108, 36, 48, 32, thin) +
    circle(0, -108, 32, gilt(p, 0.2)) +
    crescent(0, -108, 27, false, gilt(p, 0.95)) +
    path('M-10-116q3-3 6 0M-12-100q6 4 10 0', { stroke: p.shade, 'stroke-width': 1.6 }) +
    drops(
      [
        [-44, -56],
        [-20, -48],
        [12, -52],
        [38, -60],
      ],
      p,
    ) +
    land('52Q-50 40 0 50T120 52', tint(p, 0.2)) +
    towerAt(-80) +
    towerAt(80) +
    path('M0 112Q-24 96 6 84T-2 60Q-10 50 0 36', {
      stroke: '#e8c54a',
      'stroke-width': 3,
      'stroke-opacity': 0.8,
    }) +
    placed('dog', -64, 104, 1.15, false, howler(p, 'dog')) +
    placed('wolf', 64, 104, 1.15, true, howler(p, 'wolf')) +
    el('ellipse', { cx: 0, cy: 134, rx: 70, ry: 14, fill: '#2d5f8a' }) +
    placed('crayfish', 0, 128, 0.95, false, crayfish(p))
  );
}

function sun(p: Palette): string {
  const wavy = Array.from({ length: 16 }, (_, i) => {
    const deg = i * 22.5 + 11.25;
    const [x1, y1] = polar(0, -96, 38, deg);
    const [cx, cy] = polar(0, -96, 48, deg + 6);
    const [x2, y2] = polar(0, -96, 58, deg);
    return path(`M${fmt(x1)} ${fmt(y1)}Q${fmt(cx)} ${fmt(cy)} ${fmt(x2)} ${fmt(y2)}`, thin);
  }).join('');
  const sunflower = (x: number, y: number) =>
    path(`M${x} 10V${y + 6}`, thin) +
    star(x, y, 9, 10, bare(p), 0.5) +
    circle(x, y, 3.5, { fill: '#5a3a1c' });
  return (
    g(
      { 'data-figure': 'sun' },
      rays(0, -96, 38, 66, 16, { 'stroke-width': 2.2 }) +
        wavy +
        circle(0, -96, 34, gilt(p, 0.95)) +
        // A calm, dignified face, drawn in the deck's ink like the figures' faces.
        path(
          'M-17-106q5-3 10 0M7-106q5-3 10 0M-15-99q3 2 6 0M9-99q3 2 6 0M0-102v11l-3 1.5M-7-83q7 2.5 14 0',
          {
            stroke: '#7a4a14',
            'stroke-width': 1.6,
          },
        ),
    ) +
    g(
      { 'data-figure': 'sunflowers' },
      // Four, as in the RWS image, over the wall.
      [
        [-30, -12],
        [30, -6],
        [62, -20],
        [94, -8],
      ]
        .map(([x, y]) => sunflower(x as number, y as number))
        .join(''),
    ) +
    g(
      { 'data-figure': 'wall' },
      rect(-120, 10, 240, 40, { fill: '#8a8794' }) +
        path(
          'M-112 30H112M-80 10V30M-40 10V30M0 10V30M40 10V30M80 10V30M-60 30V50M-20 30V50M20 30V50M60 30V50',
          thin,
        ),
    ) +
    placed('horse', 0, 144, 1.2, false, horse(p, 'walk', pale(p))) +
    g(
      { 'data-figure': 'banner' },
      path('M-34 70L-54-84', { stroke: WOOD, 'stroke-width': 3 }) +
        path('M-54-84Q-80-98-106-86Q-120-76-116-44Q-104-56-88-46Q-70-36-60-40Q-80-20-110-6Q-76 0-50-26Z', {
          fill: '#d94a3a',
          'stroke-width': 1.6,
        }) +
        path('M-60-68Q-80-78-104-68M-62-50Q-84-56-100-42', { stroke: '#a8302a', 'stroke-width': 1.2 }),
    ) +
    person(p, -2, 104, 0.92, {
      figure: 'child',
      body: 'tunic',
      hat: 'wreath',
      face: { hair: 'short', tint: '#e8c060' },
      fill: flesh(p),
      legL: [],
      legR: [
        [14, -22],
        [12, -2],
      ],
      l: [
        [-20, -80],
        [-40, -78],
      ],
      r: [
        [22, -86],
        [44, -102],
      ],
      front: path('M3-96q12-10 6-28q-8 10-6 28z', { fill: '#d94a3a', 'stroke-width': 1 }),
    })
  );
}

/**
 * An open coffin afloat, (x, y) the middle of its bottom edge: the inside
 * shows above the near side, the lid leans against its head. `body` stands in
 * it, drawn between the inside and the near side so its legs are hidden.
 */
function coffin(x: number, y: number, w: number, h: number, body: string): string {
  const [l, r, d] = [x - w / 2, x + w / 2, w * 0.12];
  return g(
    { 'data-figure': 'coffin' },
    path(`M${fmt(l + 2)} ${fmt(y - h - 4)}l-8 ${fmt(h + 8)}h5l8-${fmt(h + 6)}Z`, {
      fill: '#6a5646',
      'stroke-width': 1.4,
    }) +
      path(`M${fmt(l)} ${fmt(y - h)}l${fmt(d)}-${fmt(d)}H${fmt(r + d)}L${fmt(r)} ${fmt(y - h)}Z`, {
        fill: '#241c28',
        'stroke-width': 1.4,
      }) +
      body +
      path(`M${fmt(r)} ${fmt(y - h)}l${fmt(d)}-${fmt(d)}V${fmt(y - d)}L${fmt(r)} ${fmt(y)}Z`, {
        fill: '#4a3a30',
        'stroke-width': 1.4,
      }) +
      path(`M${fmt(l)} ${fmt(y - h)}H${fmt(r)}L${fmt(r - 3)} ${fmt(y)}H${fmt(l + 3)}Z`, {
        fill: '#6a5646',
        'stroke-width': 1.6,
      }) +
      path(`M${fmt(l - 6)} ${fmt(y + 3)}h${fmt(w + 16)}`, {
        stroke: '#9ac0e0',
        'stroke-width': 1,
        'stroke-opacity': 0.6,
      }),
  );
}

function judgement(p: Palette): string {
  /** A grown figure risen in its coffin, arms raised to the angel, face lifted. */
  const risen = (x: number, y: number, body: 'gown' | 'robe', hair: 'long' | 'beard', l: Limb, r: Limb) =>
    coffin(
      x,
      y,
      46,
      22,
      person(p, x, y - 2, 0.82, { figure: 'risen', body, fill: pale(p), face: { gaze: 1, hair }, l, r }),
    );
  return (
    g(
      { 'data-figure': 'mountains' },
      path('M-120 100L-98 66L-84 76L-60 44L-36 72L-16 60L6 80L34 50L58 74L78 62L120 96Z', {
        fill: '#9c9eb4',
        'stroke-width': 1.6,
      }) +
        path('M-66 52L-60 44L-54 52M28 58L34 50L40 58M-101 71L-98 66L-94 69', {
          stroke: '#fff',
          'stroke-width': 2,
        }),
    ) +
    g({ 'data-figure': 'wings' }, featherWings(0, -92, 0.9, '#c0395a', -30)) +
    person(p, 0, -30, 0.82, {
      figure: 'angel',
      hat: 'halo',
      fill: pale(p),
      l: [
        [-16, -58],
        [-4, -66],
      ],
      r: [
        [18, -62],
        [12, -74],
      ],
    }) +
    path('M-2-84L40-64', { 'stroke-width': 3.5 }) +
    polygon(
      [
        [38, -68],
        [58, -54],
        [46, -44],
        [36, -62],
      ],
      gilt(p, 0.9),
    ) +
    polygon(
      [
        [6, -90],
        [28, -74],
        [18, -54],
        [-2, -70],
      ],
      { fill: '#f2efe6' },
    ) +
    path('M13-84L11-60M2-74L24-66', { stroke: '#c0395a', 'stroke-width': 2.5 }) +
    path('M-104-24q0-16 18-16q6-14 22-10q10-12 26-4q14-10 28 4q20-4 22 12q14 0 12 14Z', {
      fill: pale(p),
      'fill-opacity': 0.9,
    }) +
    land('96Q-60 92 0 96Q60 92 120 96', '#2d5f8a') +
    risen(
      -62,
      126,
      'gown',
      'long',
      [
        [-24, -84],
        [-34, -100],
      ],
      [
        [22, -88],
        [26, -106],
      ],
    ) +
    risen(
      62,
      126,
      'robe',
      'beard',
      [
        [-20, -90],
        [-22, -108],
      ],
      [
        [24, -84],
        [34, -100],
      ],
    ) +
    // The child between them, its back to us, rising with its arms open.
    coffin(
      0,
      144,
      32,
      15,
      person(p, 0, 142, 0.56, {
        figure: 'child',
        fill: pale(p),
        front: circle(0, -88, 7.6, { fill: '#5a3418' }) + path('M-4-82Q0-80 4-82', { 'stroke-width': 1.4 }),
        l: [
          [-22, -84],
          [-30, -104],
        ],
        r: [
          [22, -84],
          [30, -104],
        ],
      }),
    )
  );
}

function world(p: Palette): string {
  const leaves = Array.from({ length: 30 }, (_, i) => {
    const t = (i * 2 * Math.PI) / 30;
    const x = 62 * Math.cos(t);
    const y = 92 * Math.sin(t);
    const angle = (Math.atan2(92 * Math.cos(t), -62 * Math.sin(t)) * 180) / Math.PI + 30;
    return el('ellipse', {
      cx: x,
      cy: y,
      rx: 8,
      ry: 3,
      transform: `rotate(${fmt(angle)} ${fmt(x)} ${fmt(y)})`,
    });
  }).join('');
  const corners: [Creature, number, number][] = [
    ['angel', -84, -124],
    ['eagle', 84, -124],
    ['bull', -84, 126],
    ['lion', 84, 126],
  ];
  return (
    g(
      { 'data-figure': 'wreath' },
      el('ellipse', { cx: 0, cy: 0, rx: 62, ry: 92, stroke: '#4c8a52', 'stroke-width': 4 }) +
        g({ fill: '#4c8a52', stroke: 'none' }, leaves) +
        path('M-8-92h16M-8 92h16', { stroke: '#c0395a', 'stroke-width': 5 }),
    ) +
    person(p, 0, 72, 1.22, {
      figure: 'dancer',
      face: { turn: -0.5, hair: 'long' },
      body: 'tunic',
      fill: flesh(p),
      // Dancing: the left leg straight, the right crossed behind it at the knee.
      legL: [
        [-4, -18],
        [-2, 0],
      ],
      legR: [
        [9, -18],
        [-7, -8],
      ],
      l: [
        [-22, -58],
        [-30, -44],
      ],
      r: [
        [22, -70],
        [30, -86],
      ],
      back: path('M-10-74Q-36-80-44-60Q-34-66-26-62Q-30-40-40-24Q-24-34-14-56Z', { fill: PURPLE }),
      mid: g(
        { 'data-figure': 'sash' },
        path('M-12-76Q0-60 14-40Q18-30 16-22Q26-12 34 4Q22 0 12-18Q4-36-13-62Z', { fill: PURPLE }),
      ),
      front: path('M-30-56V-32M30-98V-74', { 'stroke-width': 2.4 }),
    }) +
    corners.map(([kind, x, y]) => placed(kind, x, y, 1.15, false, creature(p, kind))).join('')
  );
}

export const MAJORS_16_21: readonly ((p: Palette) => string)[] = [
  tower,
  starCard,
  moon,
  sun,
  judgement,
  world,
];
