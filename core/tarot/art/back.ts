/**
 * The shared card back: a star mandala symmetric about both axes, so a card
 * lying face down gives no hint of whether it will turn up reversed.
 */
import { border, dotPaths, dotStyle, HEIGHT, svgDocument, WIDTH } from './frame.js';
import { gilt, BACK as p } from './palette.js';
import { hashString, prng } from './random.js';
import { circle, g, polar, polygon, rays, sparkle, starPoints } from './shapes.js';

const CX = WIDTH / 2;
const CY = HEIGHT / 2;

/** Stars placed in one quadrant and mirrored into the other three. */
function mirroredStars(): string {
  const rnd = prng(hashString('card-back'));
  const dots = Array.from({ length: 20 }, () => {
    const dx = 8 + rnd() * (CX - 28);
    const dy = 8 + rnd() * (CY - 28);
    const style = dotStyle(rnd(), rnd());
    return [-1, 1].flatMap((sx) => [-1, 1].map((sy) => ({ x: CX + sx * dx, y: CY + sy * dy, ...style })));
  }).flat();
  return dotPaths(dots);
}

function mandala(): string {
  const ring = (r: number, count: number, size: number) =>
    Array.from({ length: count }, (_, i) => {
      const [x, y] = polar(CX, CY, r, (i * 360) / count);
      return circle(x, y, size, gilt(p));
    }).join('');
  return g(
    { fill: 'none', stroke: p.gold, 'stroke-linejoin': 'round' },
    circle(CX, CY, 118, { 'stroke-width': 1.4 }) +
      circle(CX, CY, 108, { 'stroke-width': 0.6, 'stroke-opacity': 0.7 }) +
      ring(113, 24, 1.6) +
      rays(CX, CY, 58, 100, 32, { 'stroke-width': 1, 'stroke-opacity': 0.7 }) +
      polygon(starPoints(CX, CY, 92, 64, 8, 22.5), {
        'stroke-width': 1.2,
        fill: p.shade,
        'fill-opacity': 0.5,
      }) +
      polygon(starPoints(CX, CY, 78, 40, 8), { 'stroke-width': 1.4, fill: p.accent, 'fill-opacity': 0.25 }) +
      circle(CX, CY, 40, { 'stroke-width': 1, 'stroke-dasharray': '1 4' }) +
      polygon(starPoints(CX, CY, 34, 13, 8), { ...gilt(p, 0.9), stroke: 'none' }) +
      circle(CX, CY, 7, { fill: p.shade, stroke: 'none' }) +
      ring(50, 8, 2.4),
  );
}

/** Beads and twinkles on the vertical axis, top and bottom alike. */
function axisOrnaments(): string {
  return [-1, 1]
    .map(
      (side) =>
        sparkle(CX, CY + side * 162, 14, gilt(p)) +
        circle(CX, CY + side * 140, 2.2, gilt(p)) +
        circle(CX, CY + side * 184, 2.2, gilt(p)) +
        circle(CX, CY + side * 196, 1.4, gilt(p)) +
        sparkle(CX - 44, CY + side * 172, 5, gilt(p, 0.8)) +
        sparkle(CX + 44, CY + side * 172, 5, gilt(p, 0.8)),
    )
    .join('');
}

export function cardBackSvg(): string {
  const body = mirroredStars() + border(p) + mandala() + axisOrnaments();
  return svgDocument('card-back', p, 'Card back', body, [p.skyTop, p.skyBottom, p.skyTop]);
}
