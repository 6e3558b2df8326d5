/**
 * Small SVG-building primitives shared by the emblems. All markup goes through
 * `el`, so numbers are rounded in one place (it keeps every card well under the
 * size budget) and every tag is closed. Values are our own constants, never
 * user input, so nothing needs escaping.
 */

export type Attrs = Record<string, string | number>;

/** Hairline weight for rays and fine detail inside a 2.5-weight emblem. */
export const thin = { 'stroke-width': 1.4 };

/** One decimal is far below a pixel at card size; a leading zero is bytes for nothing. */
export const fmt = (x: number): string => String(Number(x.toFixed(1))).replace(/^(-?)0\./, '$1.');

export function el(tag: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

export const g = (attrs: Attrs, children: string): string => el('g', attrs, children);

/** Escapes text that did not come from our own constants (a card name passed in by a caller). */
export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Blend of two #rrggbb colours, `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...attrs });

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...attrs });

export const path = (d: string, attrs: Attrs = {}): string => el('path', { d, ...attrs });

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el('rect', { x, y, width, height, ...attrs });

const pts = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

export const polygon = (list: readonly (readonly [number, number])[], attrs: Attrs = {}): string =>
  el('polygon', { points: pts(list), ...attrs });

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Point at `deg` degrees (0 = right, 90 = down) on a circle. */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  return [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];
}

/** Vertices of an n-pointed star, first point straight up unless rotated. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotate = 0,
): [number, number][] {
  return Array.from({ length: points * 2 }, (_, i) =>
    polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + rotate + (i * 180) / points),
  );
}

export const star = (
  cx: number,
  cy: number,
  r: number,
  points: number,
  attrs: Attrs = {},
  ratio = 0.45,
): string => polygon(starPoints(cx, cy, r, r * ratio, points), attrs);

/** Four-point twinkle, the house style for highlights. */
export const sparkle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  star(cx, cy, r, 4, attrs, 0.22);

/** Pentagram drawn as one stroked line (point up; rotate 36 for point down). */
export function pentagram(cx: number, cy: number, r: number, rotate = 0, attrs: Attrs = {}): string {
  const v = Array.from({ length: 5 }, (_, i) => polar(cx, cy, r, -90 + rotate + i * 72));
  const order = [0, 2, 4, 1, 3].map((i) => v[i] as [number, number]);
  return polygon(order, attrs);
}

/** Crescent lit on its left; `flip` lights the right. Horn tips sit at cy ± r. */
export function crescent(cx: number, cy: number, r: number, flip = false, attrs: Attrs = {}): string {
  const [outer, inner] = flip ? [1, 0] : [0, 1];
  const r2 = r * 1.25;
  const d = `M${fmt(cx)} ${fmt(cy - r)}A${fmt(r)} ${fmt(r)} 0 1 ${outer} ${fmt(cx)} ${fmt(cy + r)}A${fmt(r2)} ${fmt(r2)} 0 0 ${inner} ${fmt(cx)} ${fmt(cy - r)}Z`;
  return path(d, attrs);
}

/** Lemniscate of half-width w: the Magician's and Strength's sign. */
export function infinity(cx: number, cy: number, w: number, attrs: Attrs = {}): string {
  const h = w * 0.55;
  const d = [
    `M${fmt(cx)} ${fmt(cy)}`,
    `C${fmt(cx + w * 0.4)} ${fmt(cy - h)} ${fmt(cx + w)} ${fmt(cy - h)} ${fmt(cx + w)} ${fmt(cy)}`,
    `S${fmt(cx + w * 0.4)} ${fmt(cy + h)} ${fmt(cx)} ${fmt(cy)}`,
    `S${fmt(cx - w)} ${fmt(cy - h)} ${fmt(cx - w)} ${fmt(cy)}`,
    `S${fmt(cx - w * 0.4)} ${fmt(cy + h)} ${fmt(cx)} ${fmt(cy)}Z`,
  ].join('');
  return path(d, attrs);
}

/** Rays around a disc: alternate long and short so it reads as light, not a gear. */
export function rays(
  cx: number,
  cy: number,
  from: number,
  to: number,
  count: number,
  attrs: Attrs = {},
): string {
  const d = Array.from({ length: count }, (_, i) => {
    const deg = (i * 360) / count;
    const end = i % 2 === 0 ? to : from + (to - from) * 0.6;
    const [x1, y1] = polar(cx, cy, from, deg);
    const [x2, y2] = polar(cx, cy, end, deg);
    return `M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`;
  }).join('');
  return path(d, attrs);
}
