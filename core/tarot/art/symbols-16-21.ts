/**
 * Emblems for the Tower through the World, on the same grid as the others:
 * centred on (0, 0), about 200 wide and 230 tall, stroked in gold by the caller.
 */
import { bare, gilt, type Palette, tint } from './palette.js';
import {
  circle,
  crescent,
  el,
  figure,
  fmt,
  g,
  infinity,
  path,
  polar,
  polygon,
  rays,
  rect,
  sparkle,
  star,
  thin,
} from './shapes.js';
import { placedGlyph } from './suit.js';

/** Falling flame-drop, the yod of the Tower and the dew of the Moon. */
const drops = (spots: readonly (readonly [number, number])[], p: Palette) =>
  spots.map(([x, y]) => path(`M${x} ${y}q4 6 0 9q-4-3 0-9z`, bare(p, 0.9))).join('');

function tower(p: Palette): string {
  return (
    path('M-60 112Q-50 90-30 92H30Q50 90 60 112Z', tint(p, 0.3)) +
    path('M-26 92L-20-50H20L26 92Z', { fill: p.shade, 'fill-opacity': 0.8 }) +
    path('M-22-50V-62H-12V-55H-4V-62H4V-55H12V-62H22V-50') +
    rect(-5, -30, 10, 14, bare(p)) +
    rect(-14, 14, 9, 13, bare(p)) +
    rect(6, 40, 9, 13, bare(p)) +
    g(
      { transform: 'rotate(-28 -54 -86)' },
      path('M-72-76L-76-98L-64-86L-54-104L-44-86L-32-98L-36-76Z', gilt(p, 0.7)),
    ) +
    polygon(
      [
        [92, -118],
        [38, -74],
        [54, -72],
        [18, -58],
        [46, -84],
        [30, -86],
        [66, -118],
      ],
      { fill: '#fff', 'fill-opacity': 0.9 },
    ) +
    drops(
      [
        [-76, -30],
        [-60, 10],
        [-84, 40],
        [-48, 60],
        [56, -20],
        [78, 12],
        [50, 48],
        [84, 70],
      ],
      p,
    )
  );
}

function starCard(p: Palette): string {
  const big = Array.from({ length: 16 }, (_, i) =>
    polar(0, -30, i % 2 ? 14 : i % 4 ? 36 : 60, -90 + i * 22.5),
  );
  const small = Array.from({ length: 7 }, (_, i) => {
    const [x, y] = polar(0, -30, 84, -90 + (i * 360) / 7);
    return star(x, y, 9, 8, bare(p, 0.9), 0.4);
  }).join('');
  return (
    circle(0, -30, 46, bare(p, 0.12)) +
    polygon(big, gilt(p, 0.9)) +
    small +
    el('ellipse', { cx: 0, cy: 98, rx: 84, ry: 13, ...tint(p, 0.35) }) +
    path('M-40 98q10-4 20 0t20 0M10 102q10-4 20 0t20 0', {
      stroke: '#fff',
      'stroke-width': 1,
      'stroke-opacity': 0.6,
    }) +
    path('M-20 70Q-24 84-18 96M20 70Q24 84 18 96', { stroke: p.accent, 'stroke-width': 2.5 })
  );
}

function moon(p: Palette): string {
  const towerAt = (x: number) =>
    path(`M${x - 12} 84V12H${x + 12}V84`, { fill: p.shade }) +
    path(`M${x - 12} 12V4H${x - 6}V8H${x}V4H${x + 6}V8H${x + 12}V12`) +
    rect(x - 3, 30, 6, 10, bare(p));
  return (
    rays(0, -64, 40, 54, 32, thin) +
    circle(0, -64, 36, gilt(p, 0.18)) +
    crescent(0, -64, 30, false, gilt(p, 0.95)) +
    drops(
      [
        [-40, -12],
        [-16, -4],
        [12, -8],
        [36, -16],
      ],
      p,
    ) +
    path('M-100 84Q-50 66 0 80T100 84', tint(p, 0.2)) +
    towerAt(-70) +
    towerAt(70) +
    path('M0 112Q-22 98 4 88T0 72', { stroke: p.accent, 'stroke-width': 2 }) +
    el('ellipse', { cx: 0, cy: 108, rx: 56, ry: 8, ...tint(p, 0.4) })
  );
}

function sun(p: Palette): string {
  const wavy = Array.from({ length: 16 }, (_, i) => {
    const deg = i * 22.5 + 11.25;
    const [x1, y1] = polar(0, -38, 50, deg);
    const [cx, cy] = polar(0, -38, 64, deg + 6);
    const [x2, y2] = polar(0, -38, 78, deg);
    return path(`M${fmt(x1)} ${fmt(y1)}Q${fmt(cx)} ${fmt(cy)} ${fmt(x2)} ${fmt(y2)}`, thin);
  }).join('');
  const flower = (x: number) =>
    star(x, 62, 10, 10, bare(p), 0.5) + circle(x, 62, 4, { fill: p.shade, stroke: 'none' });
  return (
    rays(0, -38, 50, 88, 16, { 'stroke-width': 2.5 }) +
    wavy +
    circle(0, -38, 44, gilt(p, 0.9)) +
    path('M-17-44q5-5 10 0M7-44q5-5 10 0M-14-24q14 12 28 0', { stroke: p.shade, 'stroke-width': 2.5 }) +
    [-66, -22, 22, 66].map(flower).join('') +
    rect(-96, 74, 192, 38, tint(p, 0.3)) +
    path('M-96 87H96M-96 100H96M-60 74V87M-20 74V87M20 74V87M60 74V87M-40 87V100M0 87V100M40 87V100', thin)
  );
}

function riser(x: number, p: Palette): string {
  return (
    figure(x, 104, 0.62, tint(p, 0.5)) +
    path(`M${x - 4} 74L${x - 14} 58M${x + 4} 74L${x + 14} 58`, thin) +
    rect(x - 16, 98, 32, 14, { fill: p.shade })
  );
}

function judgement(p: Palette): string {
  const wing = 'M-30-80Q-60-120-98-106Q-70-96-52-74Z';
  const cloud = 'M-92-62q0-18 20-18q6-16 24-12q10-14 28-6q16-10 30 4q20-4 24 14q14 0 14 18Z';
  return (
    path(wing, tint(p, 0.4)) +
    g({ transform: 'scale(-1 1)' }, path(wing, tint(p, 0.4))) +
    // The banner with its even cross hangs from the trumpet.
    polygon(
      [
        [0, -54],
        [26, -41],
        [26, -11],
        [0, -24],
      ],
      tint(p, 0.5),
    ) +
    path('M13-47V-18M0-39L26-26', thin) +
    path('M-20-64L40-34', { 'stroke-width': 3.5 }) +
    polygon(
      [
        [41, -36],
        [71, -33],
        [59, -10],
        [39, -32],
      ],
      gilt(p, 0.85),
    ) +
    rays(67, -20, 20, 30, 8, thin) +
    // Drawn twice: an opaque base hides the trumpet's end, a pale veil on top.
    path(cloud, { fill: p.shade }) +
    path(cloud, { fill: '#fff', 'fill-opacity': 0.25 }) +
    riser(-54, p) +
    riser(0, p) +
    riser(54, p)
  );
}

function world(p: Palette): string {
  const leaves = Array.from({ length: 28 }, (_, i) => {
    const t = (i * 2 * Math.PI) / 28;
    const x = 62 * Math.cos(t);
    const y = 92 * Math.sin(t);
    const angle = (Math.atan2(92 * Math.cos(t), -62 * Math.sin(t)) * 180) / Math.PI + 30;
    return el('ellipse', {
      cx: x,
      cy: y,
      rx: 7,
      ry: 2.8,
      transform: `rotate(${fmt(angle)} ${fmt(x)} ${fmt(y)})`,
    });
  }).join('');
  const corners = (['wands', 'cups', 'swords', 'pentacles'] as const)
    .map((suit, i) => placedGlyph(suit, p, i % 2 ? 84 : -84, i < 2 ? -96 : 96, 0.42))
    .join('');
  return (
    el('ellipse', { cx: 0, cy: 0, rx: 62, ry: 92, stroke: p.accent, 'stroke-width': 3 }) +
    g({ ...tint(p, 0.8), stroke: 'none' }, leaves) +
    infinity(0, -92, 14, { fill: p.shade, 'stroke-width': 3 }) +
    infinity(0, 92, 14, { fill: p.shade, 'stroke-width': 3 }) +
    circle(0, -40, 8, gilt(p, 0.9)) +
    path('M0-31L-12 30H12Z', tint(p, 0.5)) +
    path('M-20-22Q12-10-6 10T16 40', { stroke: p.accent }) +
    path('M-4 30L-4 60M6 30L-12 52M-3-26L-28-8M3-26L28-44') +
    sparkle(-30, -7, 7, bare(p)) +
    sparkle(30, -45, 7, bare(p)) +
    corners
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
