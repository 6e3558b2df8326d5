/**
 * What every card shares: the document shell, the night sky, the star field
 * and the gold border. Emblems are drawn on top of this.
 */
import type { Palette } from './palette.js';
import { prng } from './random.js';
import { type Attrs, circle, el, esc, fmt, g, line, path, rect, sparkle } from './shapes.js';

export const WIDTH = 300;
export const HEIGHT = 500;

/** A stop of the sky's gradient: a bare colour is placed evenly among the others, a pair at its own offset. */
export type SkyStop = string | readonly [offset: number, colour: string];

/**
 * Gradient ids carry a per-card prefix: several cards inlined in one HTML page
 * share one id namespace, and a clash would paint one card with another's sky.
 */
export function svgDocument(
  prefix: string,
  p: Palette,
  title: string,
  body: string,
  skyStops: readonly SkyStop[] = [p.skyTop, p.skyBottom],
  sky = 'night',
): string {
  const stops = skyStops
    .map((stop, i) => {
      const [offset, colour] = typeof stop === 'string' ? [i / (skyStops.length - 1), stop] : stop;
      // Written to three places: fmt's one decimal would move a horizon at .55 to .6.
      return el('stop', {
        offset: String(Number(offset.toFixed(3))).replace(/^0\./, '.'),
        'stop-color': colour,
      });
    })
    .join('');
  const defs = el(
    'defs',
    {},
    el('linearGradient', { id: `${prefix}-sky`, x1: 0, y1: 0, x2: 0, y2: 1 }, stops) +
      el(
        'radialGradient',
        { id: `${prefix}-glow` },
        el('stop', { offset: 0, 'stop-color': p.glow, 'stop-opacity': 0.55 }) +
          el('stop', { offset: 1, 'stop-color': p.glow, 'stop-opacity': 0 }),
      ),
  );
  // role and aria-labelledby make the title the image's accessible name when inlined in a page.
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
      role: 'img',
      'aria-labelledby': `${prefix}-title`,
    },
    el('title', { id: `${prefix}-title` }, esc(title)) +
      defs +
      rect(0, 0, WIDTH, HEIGHT, { rx: 14, fill: `url(#${prefix}-sky)`, 'data-sky': sky }) +
      el('ellipse', { cx: WIDTH / 2, cy: HEIGHT / 2, rx: 135, ry: 170, fill: `url(#${prefix}-glow)` }) +
      body,
  );
}

/** A background star: position plus a size and brightness class. */
export interface Dot {
  x: number;
  y: number;
  /** Index into DOT_DIAMETERS. */
  size: number;
  bright: boolean;
}

const DOT_DIAMETERS = [1, 1.8, 3];

/** Skews two uniform draws so small, dim stars dominate, as in a real sky. */
export const dotStyle = (u: number, v: number): Pick<Dot, 'size' | 'bright'> => ({
  size: u < 0.6 ? 0 : u < 0.9 ? 1 : 2,
  bright: v < 0.4,
});

/**
 * Dots drawn as zero-length round-capped strokes, one path per size and
 * brightness: the same sky as separate circles costs about four times the bytes.
 */
export function dotPaths(dots: readonly Dot[]): string {
  const groups = DOT_DIAMETERS.flatMap((diameter, size) =>
    [false, true].map((bright) => {
      const d = dots
        .filter((dot) => dot.size === size && dot.bright === bright)
        .map((dot) => `M${fmt(dot.x)} ${fmt(dot.y)}h0`)
        .join('');
      return d ? path(d, { 'stroke-width': diameter, 'stroke-opacity': bright ? 0.95 : 0.5 }) : '';
    }),
  ).join('');
  return g({ fill: 'none', stroke: '#fff', 'stroke-linecap': 'round' }, groups);
}

/** Around a sun the sky is clear of stars out to this distance: 35 % of the card's width. */
export const SUN_CLEAR = 0.35 * WIDTH;
/** Past SUN_CLEAR the stars come back over this distance, thin at first, as the sun's light fades. */
export const SUN_CLEAR_FADE = 60;

/**
 * Whether the `i`th star at distance `d` from the sun shows: none within SUN_CLEAR, then a share
 * growing to all of them by SUN_CLEAR + SUN_CLEAR_FADE, picked by a golden-ratio sequence so the
 * seeded sky of every other card stays as it was.
 */
const outOfTheSun = (d: number, i: number): boolean => (i * 0.618034) % 1 < (d - SUN_CLEAR) / SUN_CLEAR_FADE;

/**
 * A scattering of dim dots plus a few bright twinkles, placed by the seeded PRNG; where the scene
 * has a sun at `sun`, the stars fade out toward it and leave its sky clear.
 */
export function starField(seed: number, p: Palette, sun?: readonly [number, number], count = 64): string {
  const rnd = prng(seed);
  const shows = (x: number, y: number, i: number) =>
    !sun || outOfTheSun(Math.hypot(x - sun[0], y - sun[1]), i);
  const dots = dotPaths(
    Array.from({ length: count }, () => ({
      x: 20 + rnd() * (WIDTH - 40),
      y: 20 + rnd() * (HEIGHT - 40),
      ...dotStyle(rnd(), rnd()),
      // A star inside the numeral reads as part of it ("V" with a dot looks like a new glyph).
    }))
      .filter((dot) => !(dot.y > 28 && dot.y < 66 && dot.x > 104 && dot.x < 196))
      .filter((dot, i) => shows(dot.x, dot.y, i)),
  );
  const twinkles = Array.from({ length: 5 }, (_, i) => {
    const [x, y, r] = [28 + rnd() * (WIDTH - 56), 80 + rnd() * (HEIGHT - 150), 3 + rnd() * 4];
    return shows(x, y, i) ? sparkle(x, y, r, { fill: p.gold, 'fill-opacity': 0.8 }) : '';
  }).join('');
  return dots + twinkles;
}

/** Double gold rule with a twinkle at each corner. */
export function border(p: Palette): string {
  const spots: [number, number][] = [
    [16, 16],
    [WIDTH - 16, 16],
    [16, HEIGHT - 16],
    [WIDTH - 16, HEIGHT - 16],
  ];
  const corners = spots
    .map(([x, y]) => sparkle(x, y, 9, { fill: p.gold }) + circle(x, y, 1.6, { fill: p.shade }))
    .join('');
  return (
    rect(8, 8, WIDTH - 16, HEIGHT - 16, { rx: 12, fill: 'none', stroke: p.gold, 'stroke-width': 1.6 }) +
    rect(16, 16, WIDTH - 32, HEIGHT - 32, {
      rx: 7,
      fill: 'none',
      stroke: p.gold,
      'stroke-width': 0.6,
      'stroke-opacity': 0.7,
    }) +
    corners
  );
}

/** Numeral at the top, the only text a card carries; empty for courts. */
export function numeral(text: string, p: Palette): string {
  const rules =
    line(70, 50, 112, 50, { stroke: p.gold, 'stroke-width': 0.8, 'stroke-opacity': 0.7 }) +
    line(188, 50, 230, 50, { stroke: p.gold, 'stroke-width': 0.8, 'stroke-opacity': 0.7 });
  if (!text) return rules + sparkle(150, 50, 7, { fill: p.gold });
  return (
    rules +
    el(
      'text',
      {
        x: 150,
        y: 59,
        'text-anchor': 'middle',
        'font-family': 'serif',
        'font-size': 26,
        'letter-spacing': 1,
        fill: p.gold,
      },
      text,
    )
  );
}

/** Rough advance widths in em, enough to fit a name on the banner without measuring fonts. */
function ems(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch)) w += 1;
    else if (ch === ' ') w += 0.26;
    else if (/[A-ZА-ЯЁÄÖÜ]/.test(ch)) w += 0.68;
    else if (/[мшщжюыМШЩЖЮЫmw]/.test(ch)) w += 0.75;
    else w += 0.5;
  }
  return w;
}

const BANNER_Y = 448;
/** Room for the name inside the ribbon. */
const NAME_WIDTH = 218;
/**
 * The smallest and largest name sizes: 21 units is 11 px on a card shown 160 px
 * wide. A name longer than the ribbon at the smallest size is narrowed to fit.
 */
export const NAME_MIN_SIZE = 21;
const NAME_MAX_SIZE = 24;

/** The font size the ribbon gives a name. */
export const nameSize = (name: string): number =>
  Math.max(NAME_MIN_SIZE, Math.min(NAME_MAX_SIZE, NAME_WIDTH / Math.max(ems(name), 1)));

/**
 * The card's name on a ribbon at the foot, under the scene and inside the
 * border: real text in the generic serif, its size fitted to the name so long
 * names in any language stay inside.
 */
export function nameBanner(name: string, p: Palette): string {
  const y = BANNER_Y;
  const size = nameSize(name);
  const squeeze: Attrs =
    ems(name) * size > NAME_WIDTH ? { textLength: NAME_WIDTH, lengthAdjust: 'spacingAndGlyphs' } : {};
  const tail = (s: number) =>
    path(
      `M${150 + s * 114} ${y - 12}H${150 + s * 131}L${150 + s * 123} ${y + 2}L${150 + s * 131} ${y + 16}H${150 + s * 116}Z`,
      { fill: p.shade, stroke: p.gold, 'stroke-width': 1, 'stroke-linejoin': 'round' },
    );
  return (
    tail(-1) +
    tail(1) +
    path(`M27 ${y - 18}Q150 ${y - 26} 273 ${y - 18}V${y + 12}Q150 ${y + 4} 27 ${y + 12}Z`, {
      fill: p.shade,
      stroke: p.gold,
      'stroke-width': 1.3,
    }) +
    path(`M32 ${y - 14}Q150 ${y - 21} 268 ${y - 14}M32 ${y + 8}Q150 ${y + 1} 268 ${y + 8}`, {
      fill: 'none',
      stroke: p.gold,
      'stroke-width': 0.5,
      'stroke-opacity': 0.6,
    }) +
    el(
      'text',
      {
        x: 150,
        y: y - 4 + size * 0.33,
        'text-anchor': 'middle',
        'font-family': 'serif',
        'font-size': size,
        'letter-spacing': 0.3,
        fill: p.gold,
        ...squeeze,
      },
      esc(name),
    )
  );
}
