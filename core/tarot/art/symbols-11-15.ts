/**
 * Emblems for Strength through the Devil, on the same grid as the others:
 * centred on (0, 0), about 200 wide and 230 tall, stroked in gold by the caller.
 */
import { bare, gilt, type Palette, tint } from './palette.js';
import {
  circle,
  el,
  figure,
  fmt,
  g,
  infinity,
  line,
  path,
  pentagram,
  polar,
  polygon,
  rays,
  rect,
  starPoints,
  thin,
} from './shapes.js';
import { placedGlyph } from './suit.js';

function strength(p: Palette): string {
  return (
    infinity(0, -100, 28, { 'stroke-width': 3.5 }) +
    polygon(starPoints(0, 10, 74, 56, 18), tint(p, 0.35)) +
    circle(-28, -18, 9, { fill: p.shade }) +
    circle(28, -18, 9, { fill: p.shade }) +
    circle(0, 14, 40, { fill: p.shade, 'fill-opacity': 0.85 }) +
    path('M-20 2q7-6 13 0M7 2q7-6 13 0') +
    path('M-8 22H8L0 32Z', gilt(p)) +
    path('M0 32V38M-13 40Q-6 47 0 38Q6 47 13 40') +
    path('M-22 30h-10M-22 36l-9 3M22 30h10M22 36l9 3', thin)
  );
}

function hangedMan(p: Palette): string {
  return (
    path('M-70 112V-92M70 112V-92M-84-92H84', { 'stroke-width': 5 }) +
    [-70, 70].map((x) => el('ellipse', { cx: x, cy: -100, rx: 10, ry: 5, ...tint(p, 0.6) })).join('') +
    line(0, -92, 0, -76) +
    // One leg hangs straight, the other crosses behind it: the figure four.
    path('M0-76V-22M0-24L22-40L2-54', { 'stroke-width': 5 }) +
    path('M-12-24H12L16 30Q0 38-16 30Z', tint(p, 0.5)) +
    line(-13, -10, 13, -10) +
    circle(0, 50, 20, bare(p, 0.25)) +
    rays(0, 50, 24, 36, 12, thin) +
    circle(0, 50, 11, { fill: p.shade })
  );
}

function death(p: Palette): string {
  const sunRays = Array.from({ length: 9 }, (_, i) => {
    const [x1, y1] = polar(0, 70, 40, 180 + 10 + i * 20);
    const [x2, y2] = polar(0, 70, 56, 180 + 10 + i * 20);
    return line(x1, y1, x2, y2, thin);
  }).join('');
  return (
    sunRays +
    path('M-34 70A34 34 0 0 1 34 70Z', gilt(p, 0.85)) +
    rect(-84, 24, 18, 46, { fill: p.shade }) +
    rect(66, 24, 18, 46, { fill: p.shade }) +
    path('M-100 70H100M-80 84H80M-50 98H50', thin) +
    path('M-72 112Q-30 0 32-104', { 'stroke-width': 4.5 }) +
    path('M32-104Q-30-120-88-72Q-30-94 24-88Z', tint(p, 0.6)) +
    line(-40, 24, -22, 34, { 'stroke-width': 4 })
  );
}

function temperance(p: Palette): string {
  return (
    rect(-14, -114, 28, 28) +
    polygon(
      [
        [0, -110],
        [10, -92],
        [-10, -92],
      ],
      bare(p, 0.8),
    ) +
    path('M-22-54C12-54 40-34 42 8', { stroke: p.accent, 'stroke-width': 5, 'stroke-opacity': 0.8 }) +
    path('M-20-50C8-50 34-32 37 8', { stroke: '#fff', 'stroke-width': 1, 'stroke-opacity': 0.7 }) +
    placedGlyph('cups', p, -50, -50, 1.2, 60) +
    placedGlyph('cups', p, 44, 36, 1.2) +
    path('M-96 96q12-8 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0', { stroke: p.accent })
  );
}

function chain(x1: number, y1: number, x2: number, y2: number): string {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return Array.from({ length: 7 }, (_, i) => {
    const x = x1 + ((x2 - x1) * i) / 6;
    const y = y1 + ((y2 - y1) * i) / 6;
    // Every other link is seen edge-on, which is what makes it read as a chain.
    return el('ellipse', {
      cx: x,
      cy: y,
      rx: 6,
      ry: i % 2 ? 1 : 3.4,
      transform: `rotate(${fmt(angle)} ${fmt(x)} ${fmt(y)})`,
    });
  }).join('');
}

function devil(p: Palette): string {
  const wing = 'M-34-40Q-70-96-104-60Q-88-52-90-34Q-76-44-70-24Q-56-36-44-16Z';
  const horn = 'M-24-68Q-40-92-30-108Q-22-88-10-74';
  return (
    path(wing, tint(p, 0.35)) +
    g({ transform: 'scale(-1 1)' }, path(wing, tint(p, 0.35))) +
    path(horn, gilt(p, 0.4)) +
    g({ transform: 'scale(-1 1)' }, path(horn, gilt(p, 0.4))) +
    circle(0, -30, 44, { fill: p.shade, 'fill-opacity': 0.8 }) +
    pentagram(0, -30, 40, 36, { 'stroke-width': 2.4 }) +
    rect(-26, 30, 52, 26, { fill: p.shade }) +
    g({ ...thin }, chain(-26, 50, -58, 62) + chain(26, 50, 58, 62)) +
    figure(-64, 112, 0.75, tint(p, 0.4)) +
    figure(64, 112, 0.75, tint(p, 0.4))
  );
}

export const MAJORS_11_15: readonly ((p: Palette) => string)[] = [
  strength,
  hangedMan,
  death,
  temperance,
  devil,
];
