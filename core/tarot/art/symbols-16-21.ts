/**
 * Scenes for the Tower through the World, on the same grid as the others:
 * about ±110 wide and ±150 tall, ground near y = 140, stroked in gold by the caller.
 */
import { type Creature, crayfish, creature, horse, howler, placed } from './beasts.js';
import { land } from './kit.js';
import { bare, gilt, type Palette, pale, tint } from './palette.js';
import { oval, person, wing } from './people.js';
import { circle, crescent, el, fmt, g, path, polar, polygon, rays, rect, star, thin } from './shapes.js';

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
  return (
    circle(0, -92, 32, bare(p, 0.12)) +
    polygon(big, gilt(p, 0.95)) +
    small +
    path('M62 110V30', { 'stroke-width': 3 }) +
    circle(70, 22, 22, { fill: '#2f5a3a' }) +
    path('M76 8q8-8 16-2l-6 2q-2 6-10 4z', { fill: '#e8743b', 'stroke-width': 1.2 }) +
    land('120Q-60 108 0 118Q60 108 120 120', tint(p, 0.25)) +
    el('ellipse', { cx: -46, cy: 128, rx: 56, ry: 14, fill: '#2d5f8a' }) +
    person(p, 0, 128, 1.25, {
      figure: 'maiden',
      face: { turn: 0.5, gaze: -1, hair: 'long', tint: '#c89a4a' },
      body: 'seated',
      fill: pale(p),
      l: [
        [-24, -46],
        [-34, -36],
      ],
      r: [
        [24, -46],
        [34, -36],
      ],
      front:
        oval(-38, -34, 5, 7, { fill: '#c9a43c', transform: 'rotate(50 -38 -34)' }) +
        oval(38, -34, 5, 7, { fill: '#c9a43c', transform: 'rotate(-50 38 -34)' }),
    }) +
    path('M-52 88Q-60 100-56 120M48 88Q54 100 50 112M50 112l-8 6M50 112l8 6M50 112v8', {
      stroke: '#9fd7ff',
      'stroke-width': 2,
    })
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
  const sunflower = (x: number) =>
    path(`M${x} 10V-6`, thin) + star(x, -12, 9, 10, bare(p), 0.5) + circle(x, -12, 3.5, { fill: '#5a3a1c' });
  return (
    rays(0, -96, 38, 66, 16, { 'stroke-width': 2.2 }) +
    wavy +
    circle(0, -96, 34, gilt(p, 0.95)) +
    path('M-13-100q4-4 8 0M5-100q4-4 8 0M-10-84q10 8 20 0', { stroke: p.shade, 'stroke-width': 2.2 }) +
    [-84, -48, 48, 84].map(sunflower).join('') +
    rect(-120, 10, 240, 40, { fill: '#6b4a3a' }) +
    path(
      'M-112 30H112M-80 10V30M-40 10V30M0 10V30M40 10V30M80 10V30M-60 30V50M-20 30V50M20 30V50M60 30V50',
      thin,
    ) +
    path('M-40-62Q-20-68 0-60Q-24-52-38-44Z', { fill: '#d94a3a' }) +
    path('M-40-64V38', { 'stroke-width': 2 }) +
    placed('horse', 0, 144, 1.2, false, horse(p, 'walk', pale(p))) +
    person(p, -2, 99, 0.75, {
      figure: 'child',
      body: 'tunic',
      hat: 'wreath',
      fill: pale(p),
      legL: [],
      legR: [
        [14, -22],
        [12, -2],
      ],
      l: [
        [-22, -86],
        [-48, -92],
      ],
      r: [
        [22, -86],
        [40, -100],
      ],
    })
  );
}

function judgement(p: Palette): string {
  const riser = (x: number, y: number, s: number, fill: string) =>
    person(p, x, y, s, {
      figure: 'risen',
      body: 'tunic',
      fill,
      l: [
        [-22, -90],
        [-24, -110],
      ],
      r: [
        [22, -90],
        [24, -110],
      ],
    }) + rect(x - 26 * s, y - 20 * s, 52 * s, 20 * s, { fill: '#4a4a5a' });
  return (
    wing(-6, -92, 0.9, '#c0395a', false, -30) +
    wing(6, -92, 0.9, '#c0395a', true, -30) +
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
    land('124Q-60 112 0 122Q60 112 120 124', { fill: '#2d5f8a', 'fill-opacity': 0.7 }) +
    riser(-60, 126, 0.7, pale(p)) +
    riser(0, 140, 0.8, pale(p)) +
    riser(60, 126, 0.7, pale(p))
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
    el('ellipse', { cx: 0, cy: 0, rx: 62, ry: 92, stroke: '#4c8a52', 'stroke-width': 4 }) +
    g({ fill: '#4c8a52', stroke: 'none' }, leaves) +
    path('M-8-92h16M-8 92h16', { stroke: '#c0395a', 'stroke-width': 5 }) +
    person(p, 0, 64, 1.1, {
      figure: 'dancer',
      face: { turn: -0.4, hair: 'long' },
      body: 'gown',
      fill: pale(p),
      l: [
        [-22, -68],
        [-30, -52],
      ],
      r: [
        [22, -78],
        [30, -92],
      ],
      back: path('M-12-72Q-40-40-20 0Q10-40 14-76', { fill: '#8a4ab0', 'fill-opacity': 0.8 }),
      front: path('M-30-64V-40M30-104V-80', { 'stroke-width': 2.4 }),
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
