/**
 * Animals the tradition puts on the cards: the Fool's dog, the Moon's dog,
 * wolf and crayfish, Strength's lion, the riders' horses, the four living
 * creatures of the Wheel and the World. Same conventions as people.ts: unit
 * space, opaque bodies, stroke compensated for the scale. Each beast carries a
 * `data-figure` naming it, so tests can check a card still shows it.
 */
import { gilt, type Palette, pale } from './palette.js';
import { limbs, type Pt } from './people.js';
import { circle, el, fmt, g, mix, path, polar, polygon, starPoints } from './shapes.js';

/** Places unit-space art at (x, y), scaled, optionally mirrored, and names it. */
export function placed(
  name: string,
  x: number,
  y: number,
  s: number,
  flip: boolean,
  inner: string,
  weight = 2,
): string {
  const tf = `translate(${fmt(x)} ${fmt(y)}) scale(${flip ? '-' : ''}${fmt(s)} ${fmt(s)})`;
  return g({ 'data-figure': name, transform: tf, 'stroke-width': fmt(weight / s) }, inner);
}

/**
 * One outlined shape out of several overlapping ones: all of them stroked and
 * filled in gold first, then filled in the body colour without a stroke, so
 * only the outer edge of the union shows gold.
 */
export function sil(p: Palette, fill: string, line: number, shapes: string): string {
  return g({ fill: p.gold, 'stroke-width': fmt(line * 2) }, shapes) + g({ fill, stroke: 'none' }, shapes);
}

export type Gait = 'stand' | 'walk' | 'gallop' | 'rear';

const HORSE_LEGS: Record<Gait, readonly Pt[][]> = {
  stand: [
    [
      [-30, -40],
      [-34, -18],
      [-31, 0],
    ],
    [
      [-22, -38],
      [-23, -17],
      [-21, 0],
    ],
    [
      [16, -38],
      [17, -17],
      [16, 0],
    ],
    [
      [24, -38],
      [25, -17],
      [24, 0],
    ],
  ],
  walk: [
    [
      [-30, -40],
      [-35, -18],
      [-37, 0],
    ],
    [
      [-22, -38],
      [-20, -17],
      [-15, 0],
    ],
    [
      [16, -38],
      [17, -17],
      [20, 0],
    ],
    [
      [24, -38],
      [32, -24],
      [26, -12],
    ],
  ],
  // The flying gallop of the old prints: forelegs stretched forward, hind legs back, all four off the ground.
  gallop: [
    [
      [-30, -42],
      [-44, -32],
      [-56, -27],
    ],
    [
      [-22, -40],
      [-36, -26],
      [-49, -19],
    ],
    [
      [16, -42],
      [34, -34],
      [52, -34],
    ],
    [
      [24, -42],
      [42, -42],
      [60, -44],
    ],
  ],
  rear: [
    [
      [-30, -40],
      [-33, -18],
      [-28, 0],
    ],
    [
      [-22, -38],
      [-20, -17],
      [-15, 0],
    ],
    [
      [16, -38],
      [30, -44],
      [28, -32],
    ],
    [
      [24, -38],
      [38, -48],
      [36, -36],
    ],
  ],
};

/** The horse's head facing right, down and forward from the poll: forehead, a tapered face, a rounded nose and the jaw's round cheek. */
const HEAD = 'M33-95Q44-102 51-92L64-71Q68-63 61-61L55-62Q51-66 47-67Q37-69 36-80Z';
/** The pricked ears, the far one behind and darker. */
const EAR = 'M38-95L42-110L47-95Z';
const FAR_EAR = 'M33-94L33-107L39-96Z';
/** The jaw's line round the cheek, the nostril and the mouth, in the coat's shadow. */
const FEATURES = 'M48-68Q41-71 41-80Q42-86 47-87M59-68q3-1 4 2M56-62.5l4-1';

/**
 * A horse facing right, hooves on y = 0, about 100 long; `blanket` is drawn
 * over its back (a knight's caparison). A rider sits at about (-2, -60).
 * The gallop is the flying gallop, all four hooves in the air, the tail streaming back.
 */
export function horse(p: Palette, gait: Gait, fill: string, blanket = '', line = 1): string {
  const tilt = gait === 'rear' ? 'rotate(-20 -26 0)' : gait === 'gallop' ? 'rotate(-5)' : '';
  const dark = mix(fill, '#000000', 0.3);
  const tail =
    gait === 'gallop' ? 'M-42-54Q-52-60-58-53Q-52-48-40-42Z' : 'M-42-52Q-56-46-52-16Q-46-34-40-42Z';
  return g(
    tilt ? { transform: tilt } : {},
    path(tail, { fill: dark }) +
      path(FAR_EAR, { fill: dark }) +
      limbs(HORSE_LEGS[gait], fill, 7.5, line) +
      sil(
        p,
        fill,
        line,
        el('ellipse', { cx: -4, cy: -50, rx: 36, ry: 15 }) +
          circle(-26, -52, 14) +
          path('M12-62L33-94L45-80L34-42Z') +
          path(HEAD) +
          path(EAR),
      ) +
      path('M14-64Q22-80 33-95', { stroke: dark, 'stroke-width': 4 }) +
      path(FEATURES, { fill: 'none', stroke: dark, 'stroke-width': 1.3, 'stroke-linecap': 'round' }) +
      circle(46, -86, 1.7, { fill: '#000', stroke: 'none' }) +
      blanket,
  );
}

/** A sitting dog or wolf facing right, muzzle raised to howl; the wolf has upright ears and a brush. */
export function howler(p: Palette, kind: 'dog' | 'wolf', line = 1): string {
  const wolf = kind === 'wolf';
  const fill = wolf ? mix(p.shade, p.accent, 0.3) : pale(p);
  const ear = wolf ? 'M-4-48L-3-61L4-51Z' : 'M-5-47L-10-35L-2-41Z';
  return g(
    {},
    (wolf
      ? path('M-16-6Q-32-10-38 0Q-24 6-12 0Z', { fill })
      : path('M-16-8Q-28-8-27-20', { 'stroke-width': 3 })) +
      limbs(
        [
          [
            [5, -22],
            [6, -10],
            [7, 0],
          ],
        ],
        fill,
        5,
        line,
      ) +
      sil(
        p,
        fill,
        line,
        el('ellipse', { cx: -8, cy: -10, rx: 11, ry: 10 }) +
          path('M-17-10Q-14-30-4-40L9-37Q10-20 5-3L-8 0Z') +
          circle(1, -44, 7) +
          path(`M2-52L21-62L21-56L8-39Z${ear}`) +
          path('M-16 0H4L0-6Z'),
      ) +
      circle(5, -47, 1.2, { fill: '#000', stroke: 'none' }),
  );
}

/** The Fool's little dog, bounding with its front paws up, facing right. */
export function leapingDog(p: Palette, line = 1): string {
  const fill = pale(p);
  return g(
    {},
    path('M-14-24Q-22-34-16-42', { 'stroke-width': 3 }) +
      limbs(
        [
          [
            [-10, -20],
            [-14, -10],
            [-12, 0],
          ],
          [
            [-4, -20],
            [-4, -10],
            [-1, 0],
          ],
          [
            [10, -26],
            [18, -28],
            [22, -36],
          ],
          [
            [14, -28],
            [22, -24],
            [26, -30],
          ],
        ],
        fill,
        4.5,
        line,
      ) +
      sil(
        p,
        fill,
        line,
        el('ellipse', { cx: 0, cy: -26, rx: 15, ry: 7, transform: 'rotate(-18 0 -26)' }) +
          circle(16, -40, 6.5) +
          el('ellipse', { cx: 23, cy: -38, rx: 6, ry: 3.5 }) +
          path('M10-44L8-52L16-45Z'),
      ) +
      circle(17, -42, 1.1, { fill: '#000', stroke: 'none' }),
  );
}

/** The crayfish crawling out of the Moon's pool, head up. */
export function crayfish(p: Palette, line = 1): string {
  const fill = mix(p.shade, '#d9775a', 0.6);
  const pincer = (sx: number) =>
    el('ellipse', { cx: sx * 15, cy: -44, rx: 3.6, ry: 9, transform: `rotate(${sx * 14} ${sx * 15} -44)` }) +
    el('ellipse', { cx: sx * 9, cy: -45, rx: 2, ry: 6.5, transform: `rotate(${sx * -12} ${sx * 9} -45)` });
  return (
    path('M-3-30Q-10-44-22-50M3-30Q10-44 22-50', { 'stroke-width': 0.8 }) +
    limbs(
      [
        [
          [-4, -22],
          [-12, -28],
          [-12, -36],
        ],
        [
          [4, -22],
          [12, -28],
          [12, -36],
        ],
      ],
      fill,
      3.5,
      line,
    ) +
    sil(
      p,
      fill,
      line,
      pincer(-1) +
        pincer(1) +
        path('M-6-4L-8 4L-5 12L-10 19H10L5 12L8 4L6-4Z') +
        el('ellipse', { cx: 0, cy: -16, rx: 7, ry: 14 }),
    ) +
    path('M-6-10H6M-7-16H7M-7 4H7M-6 11H6', { 'stroke-width': 0.8 })
  );
}

/**
 * A lion walking right: Strength's beast, the Wheel's and the World's lion is its head alone.
 * A `shaggy` colour gives it a tufted mane in that colour instead of the gold star, so it
 * cannot be taken for a sunflower (the Queen of Wands' throne).
 */
export function lion(p: Palette, open = false, shaggy?: string): string {
  const fill = mix(p.shade, p.gold, 0.5);
  const mane = shaggy ?? mix(p.shade, p.gold, 0.75);
  return (
    path('M-42-34Q-56-38-52-58', { 'stroke-width': 2.5 }) +
    circle(-51, -60, 3.5, { fill: mane }) +
    limbs(
      [
        [
          [-32, -28],
          [-36, -13],
          [-32, 0],
        ],
        [
          [-24, -26],
          [-22, -12],
          [-25, 0],
        ],
        [
          [14, -26],
          [16, -12],
          [13, 0],
        ],
        [
          [22, -26],
          [25, -12],
          [26, 0],
        ],
      ],
      fill,
      7,
      1,
    ) +
    path('M-42-28Q-44-46-26-46L14-48Q26-48 30-36Q30-24 22-22L-30-22Q-42-20-42-28Z', { fill }) +
    lionHead(30, -50, fill, mane, open, shaggy !== undefined)
  );
}

/** A lion's face with its mane, seen from the front; `open` shows the jaws held; `shaggy` rounds the mane into tufts. */
export function lionHead(
  x: number,
  y: number,
  fill: string,
  mane: string,
  open = false,
  shaggy = false,
): string {
  const tufts = Array.from({ length: 9 }, (_, i) => polar(x, y + 2, 18, 90 + i * 40))
    .map(([tx, ty], i) => `${i ? 'A7 7 0 0 1' : 'M'}${fmt(tx)} ${fmt(ty)}`)
    .join('');
  return (
    (shaggy
      ? path(`${tufts}A7 7 0 0 1${fmt(x)} ${fmt(y + 20)}Z`, { fill: mane, 'stroke-width': 1.6 })
      : polygon(starPoints(x, y, 21, 15, 14), { fill: mane })) +
    circle(x, y, 12, { fill }) +
    path(`M${x - 4} ${y - 3}h0M${x + 4} ${y - 3}h0`, { 'stroke-width': 2.6, stroke: '#000' }) +
    path(`M${x - 3} ${y + 2}H${x + 3}L${x} ${y + 5}Z`, { fill: '#000' }) +
    (open
      ? path(`M${x - 6} ${y + 7}Q${x} ${y + 14} ${x + 6} ${y + 7}Z`, { fill: '#000' })
      : path(`M${x - 5} ${y + 8}Q${x} ${y + 11} ${x + 5} ${y + 8}`, { stroke: '#000', 'stroke-width': 1.2 }))
  );
}

/** The four living creatures (Ezekiel, Revelation) that watch from the corners of the Wheel and the World. */
export type Creature = 'angel' | 'eagle' | 'lion' | 'bull';

export function creature(p: Palette, kind: Creature): string {
  const face = mix(p.shade, p.gold, 0.4);
  const cloud = path('M-20 12Q-26 4-18-2Q-22-16-8-16Q-2-26 8-18Q22-20 20-4Q28 4 18 12Z', {
    fill: mix(p.shade, '#ffffff', 0.2),
    'stroke-width': 1,
  });
  const heads: Record<Creature, string> = {
    angel:
      path('M-6-6Q-22-14-24 0Q-14-4-6 0ZM6-6Q22-14 24 0Q14-4 6 0Z', gilt(p, 0.5)) +
      circle(0, -6, 8, { fill: face }) +
      path('M-8-8Q-8-16 0-15Q8-16 8-8', { stroke: p.gold, 'stroke-width': 3 }),
    eagle:
      path('M12 8Q14-10 2-16Q-8-19-12-12L-12-4Q-8 2-6 8Z', { fill: face }) +
      path('M-12-12Q-22-14-23-4Q-19-8-14-6L-12-4Z', gilt(p)) +
      path('M12 0L6 2M11 5L5 6', { 'stroke-width': 0.8 }) +
      circle(-5, -10, 1.5, { fill: '#000', stroke: 'none' }),
    lion: lionHead(0, -4, face, mix(p.shade, p.gold, 0.7)),
    bull:
      path('M-8-12Q-20-14-20-24Q-14-16-6-16ZM8-12Q20-14 20-24Q14-16 6-16Z', gilt(p, 0.8)) +
      path('M-9-14Q0-18 9-14L7 4Q0 9-7 4Z', { fill: face }) +
      path('M-12-10L-8-8M12-10L8-8', { 'stroke-width': 2.5 }) +
      path('M-3 1h1M2 1h1', { stroke: '#000', 'stroke-width': 2 }),
  };
  return g({ 'data-figure': kind }, cloud + heads[kind]);
}
