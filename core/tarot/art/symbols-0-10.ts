/**
 * Emblems for the Fool through the Wheel of Fortune. Each is line art centred
 * on (0, 0), about 200 wide and 230 tall, stroked in gold by the caller.
 */
import { bare, gilt, type Palette, tint } from './palette.js';
import {
  circle,
  crescent,
  figure,
  g,
  infinity,
  line,
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

function fool(p: Palette): string {
  return (
    rays(-55, -82, 27, 42, 16, thin) +
    circle(-55, -82, 20, gilt(p, 0.85)) +
    path('M-100 112V64Q-40 50 42 58L36 78L48 112Z', tint(p)) +
    line(24, -8, 64, -62) +
    circle(67, -66, 11, tint(p, 0.6)) +
    figure(18, 57, 1.3, tint(p, 0.5)) +
    line(12, -6, -10, -24) +
    circle(-12, -27, 5, { fill: '#fff', stroke: 'none' }) +
    sparkle(74, 96, 7, bare(p))
  );
}

function magician(p: Palette): string {
  return (
    infinity(0, -96, 32, { 'stroke-width': 3.5 }) +
    rays(0, -60, 10, 20, 8, thin) +
    line(0, -58, 0, 40, { 'stroke-width': 4 }) +
    circle(0, -60, 5, gilt(p)) +
    circle(0, 42, 5, gilt(p)) +
    rect(-90, 72, 180, 9, tint(p, 0.4)) +
    path('M-78 81V112M78 81V112') +
    placedGlyph('wands', p, -68, 55, 0.5) +
    placedGlyph('cups', p, -32, 55, 0.5) +
    placedGlyph('swords', p, 32, 55, 0.5) +
    placedGlyph('pentacles', p, 68, 55, 0.5)
  );
}

function highPriestess(p: Palette): string {
  const pillar = (x: number, fill: Record<string, string | number>) =>
    rect(x - 12, -95, 24, 200, fill) + rect(x - 17, -106, 34, 11) + rect(x - 17, 105, 34, 9);
  const seeds = [-30, 0, 30].flatMap((x) => [-20, 20, 60].map((y) => circle(x, y, 4, tint(p, 0.7)))).join('');
  return (
    rect(-56, -40, 112, 120, tint(p, 0.12)) +
    seeds +
    pillar(-68, { fill: p.shade, 'fill-opacity': 0.9 }) +
    pillar(68, gilt(p, 0.35)) +
    crescent(-26, -72, 12, true, gilt(p)) +
    circle(0, -72, 12, gilt(p)) +
    crescent(26, -72, 12, false, gilt(p)) +
    g({ transform: 'rotate(-90 0 92)' }, crescent(0, 92, 20, false, gilt(p, 0.8)))
  );
}

function wheat(x: number, p: Palette): string {
  const grains = [0, 1, 2, 3]
    .map((i) => {
      const y = 40 - i * 9;
      return path(`M${x} ${y}q-7-2-7-9q6 1 7 9zM${x} ${y}q7-2 7-9q-6 1-7 9z`, tint(p, 0.7));
    })
    .join('');
  return line(x, 110, x, 6) + grains;
}

function empress(p: Palette): string {
  const crown = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(0, -6, 66, 195 + (i * 150) / 11);
    return star(x, y, 6, 5, bare(p));
  }).join('');
  return (
    crown +
    circle(0, -6, 38, { ...tint(p, 0.3), 'stroke-width': 4 }) +
    path('M0 32V104M-26 70H26', { 'stroke-width': 4 }) +
    wheat(-72, p) +
    wheat(72, p)
  );
}

function emperor(p: Palette): string {
  const horn = 'M-40-58C-52-98-100-90-94-56C-90-34-62-40-64-58C-66-70-80-68-77-58';
  return (
    path('M-48 62V-40Q-48-62-26-62H26Q48-62 48-40V62', tint(p, 0.25)) +
    path(horn, { 'stroke-width': 4 }) +
    g({ transform: 'scale(-1 1)' }, path(horn, { 'stroke-width': 4 })) +
    rect(-64, 60, 128, 16, tint(p, 0.5)) +
    path('M-56 76V110M56 76V110M-48 24H48') +
    circle(0, -6, 16, gilt(p, 0.5)) +
    path('M0-22V-42M-8-34H8M-16-6H16')
  );
}

function key(p: Palette, angle: number, colour: string): string {
  return g(
    { transform: `translate(0 62) rotate(${angle})`, stroke: colour },
    circle(0, -50, 10, tint(p, 0.3)) + path('M0-40V44M0 30H11V36H5V44H11'),
  );
}

function hierophant(p: Palette): string {
  return (
    circle(0, -72, 44, { ...thin, 'stroke-dasharray': '1 5', 'stroke-opacity': 0.8 }) +
    path('M0-106V26M-12-90H12M-20-74H20M-28-58H28', { 'stroke-width': 4 }) +
    circle(0, -110, 5, gilt(p)) +
    key(p, 35, p.gold) +
    key(p, -35, p.accent)
  );
}

function lovers(p: Palette): string {
  return (
    rays(0, -74, 30, 48, 16, thin) +
    path('M0-54C-32-74-24-102 0-88C24-102 32-74 0-54Z', tint(p, 0.7)) +
    figure(-42, 108, 1.35, tint(p, 0.4)) +
    figure(42, 108, 1.35, gilt(p, 0.3)) +
    path('M-36 42L-4 58M36 42L4 58') +
    sparkle(0, 58, 8, bare(p))
  );
}

function sphinx(fill: Record<string, string | number>, x: number, mirror: boolean): string {
  const flip = mirror ? ' scale(-1 1)' : '';
  return g(
    { transform: `translate(${x} 110)${flip}` },
    path('M-26 0Q-28-14-16-14H4L6-26Q12-34 18-26V-14L26-6V0Z', fill) + path('M6-26L3-12M18-26L21-13'),
  );
}

function chariot(p: Palette): string {
  const wheel = (x: number) =>
    circle(x, 50, 18, tint(p, 0.2)) + path(`M${x - 18} 50H${x + 18}M${x} 32V68`, thin);
  return (
    path('M-58-50Q0-84 58-50', { 'stroke-width': 4 }) +
    path('M-50-55V0M50-55V0') +
    [-28, 0, 28].map((x) => star(x, -50, 6, 6, bare(p))).join('') +
    wheel(-56) +
    wheel(56) +
    path('M-62 0H62L50 46H-50Z', tint(p, 0.4)) +
    circle(0, 20, 7, gilt(p)) +
    path('M-9 18Q-24 8-40 14M9 18Q24 8 40 14', thin) +
    sphinx({ fill: '#fff', 'fill-opacity': 0.7 }, -44, true) +
    sphinx({ fill: p.shade }, 44, false)
  );
}

function justice(p: Palette): string {
  const pan = (x: number) =>
    path(`M${x} -48L${x - 20} 8M${x} -48L${x + 20} 8`, thin) +
    path(`M${x - 24} 8Q${x} 34 ${x + 24} 8Z`, tint(p, 0.5)) +
    circle(x, -48, 4, gilt(p));
  return (
    path('M0-112L6-100V40H-6V-100Z', tint(p, 0.5)) +
    path('M-28 40H28', { 'stroke-width': 4 }) +
    rect(-3, 42, 6, 24, gilt(p)) +
    circle(0, 72, 6, gilt(p)) +
    line(-78, -48, 78, -48, { 'stroke-width': 3 }) +
    circle(0, -48, 6, gilt(p)) +
    pan(-78) +
    pan(78)
  );
}

function hermit(p: Palette): string {
  return (
    path('M-100 112L-40 52L-10 78L40 30L100 112Z', tint(p, 0.2)) +
    circle(0, -34, 52, bare(p, 0.1)) +
    circle(0, -34, 32, bare(p, 0.15)) +
    path('M-66 112V-84Q-66-104-40-104Q-2-104 0-92V-76', { 'stroke-width': 4 }) +
    path('M-16-62L0-76L16-62Z', gilt(p, 0.6)) +
    rect(-18, -62, 36, 52, tint(p, 0.2)) +
    star(0, -36, 15, 6, gilt(p), 0.58) +
    path('M-20-10H20L14 0H-14Z', gilt(p, 0.6))
  );
}

function wheel(p: Palette): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const [x1, y1] = polar(0, 0, 16, i * 45);
    const [x2, y2] = polar(0, 0, 70, i * 45);
    return line(x1, y1, x2, y2);
  }).join('');
  const marks = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = polar(0, 0, 81, i * 45 + 22.5);
    return circle(x, y, 2.5, gilt(p));
  }).join('');
  const elements = (['pentacles', 'swords', 'cups', 'wands'] as const)
    .map((suit, i) => {
      const [x, y] = polar(0, 0, 81, i * 90 - 90);
      return placedGlyph(suit, p, x, y, 0.3, i * 90);
    })
    .join('');
  return (
    circle(0, 0, 92, { ...tint(p, 0.2), 'stroke-width': 3 }) +
    circle(0, 0, 70) +
    spokes +
    marks +
    elements +
    circle(0, 0, 16, gilt(p, 0.5)) +
    polygon(
      Array.from({ length: 8 }, (_, i) => polar(0, 0, i % 2 ? 4 : 10, i * 45 - 90)),
      gilt(p),
    ) +
    sparkle(0, -108, 9, bare(p))
  );
}

export const MAJORS_0_10: readonly ((p: Palette) => string)[] = [
  fool,
  magician,
  highPriestess,
  empress,
  emperor,
  hierophant,
  lovers,
  chariot,
  justice,
  hermit,
  wheel,
];
