/**
 * Bird wings for the angels and the dove: a rounded leading edge and a
 * trailing edge of rounded feather tips, each bulging outward, with the
 * shafts of the long feathers and a row of coverts. The Devil's bat wing
 * (concave scallops between bony fingers) is drawn apart, in its own scene,
 * so the two never read alike.
 */
import { fmt, g, path } from './shapes.js';

type Pt = readonly [number, number];

/** The leading edge: from the root (0, 0) up and out to the wing tip, in unit space (about 100 tall). */
const TIP: Pt = [-66, -96];
const LEADING = 'M0 0C-4-34-22-76-66-96';
/** Where the feather tips fall along the trailing edge, from the wing tip back to the root. */
const TIPS: readonly Pt[] = [
  TIP,
  [-74, -78],
  [-76, -60],
  [-72, -43],
  [-62, -28],
  [-48, -16],
  [-32, -7],
  [-14, -1],
  [0, 0],
];
/** The wing's middle, which every feather tip bulges away from. */
const CENTRE: Pt = [-34, -50];
/** The line where the coverts end and the long feathers begin. */
const COVERTS: readonly Pt[] = [
  [-40, -80],
  [-46, -62],
  [-44, -44],
  [-34, -30],
  [-20, -18],
  [-6, -8],
];

/** Rounded scallops through the points, each bulging `depth` away from the wing's middle. */
function scallops(points: readonly Pt[], depth: number): string {
  let d = '';
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as Pt;
    const [x1, y1] = points[i] as Pt;
    const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
    const [ox, oy] = [mx - CENTRE[0], my - CENTRE[1]];
    const len = Math.hypot(ox, oy) || 1;
    d += `Q${fmt(mx + (ox / len) * depth)} ${fmt(my + (oy / len) * depth)} ${fmt(x1)} ${fmt(y1)}`;
  }
  return d;
}

const OUTLINE = `${LEADING}${scallops(TIPS, 7)}Z`;
/** The feathers' shafts, from each tip in toward the bone of the wing. */
const SHAFTS = TIPS.slice(1, -2)
  .map(([x, y], i) => {
    const [cx, cy] = COVERTS[Math.min(i, COVERTS.length - 1)] as Pt;
    return `M${fmt(x * 0.94)} ${fmt(y * 0.94)}L${fmt(cx)} ${fmt(cy)}`;
  })
  .join('');
const COVERT_ROW = `M${COVERTS.map(([x, y]) => `${x} ${y}`)[0]}${scallops(COVERTS, 4)}`;

/**
 * A feathered wing rooted at (x, y), rising up and out to the picture's left
 * (`flip` mirrors it to the right), about 100 * s tall; `turn` rotates it
 * outward (degrees).
 */
export function featherWing(x: number, y: number, s: number, fill: string, flip = false, turn = 0): string {
  const tf = `translate(${fmt(x)} ${fmt(y)}) scale(${flip ? '-' : ''}${fmt(s)} ${fmt(s)})${turn ? ` rotate(${turn})` : ''}`;
  return g(
    { transform: tf, 'stroke-width': fmt(1.8 / s), 'data-wing': 'feathered' },
    path(OUTLINE, { fill }) +
      path(COVERT_ROW + SHAFTS, { 'stroke-width': fmt(0.9 / s), 'stroke-opacity': 0.75 }),
  );
}

/** A pair of feathered wings rooted either side of (x, y). */
export const featherWings = (x: number, y: number, s: number, fill: string, turn = 0, gap = 6): string =>
  featherWing(x - gap, y, s, fill, false, turn) + featherWing(x + gap, y, s, fill, true, turn);
