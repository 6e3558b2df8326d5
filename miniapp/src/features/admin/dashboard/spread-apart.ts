/** Where the chart's end labels go when lines end close together (ADR 0095); pure, so it is unit-tested. */

/** The least distance, in CSS px, between two labels' centres: a 12 px line and room to breathe. */
export const END_GAP = 18;

/**
 * Label centres nudged apart: in the order of `ys`, none closer than `gap` to another, kept between
 * `top` and `bottom` while they fit there; when they do not, the gap wins and they run past `bottom`.
 */
export function spreadApart(ys: number[], gap: number, top: number, bottom: number): number[] {
  const order = ys
    .map((y, i) => ({ y: Math.min(Math.max(y, top), bottom), i }))
    .sort((a, b) => a.y - b.y || a.i - b.i);
  for (let k = 1; k < order.length; k++) {
    const [above, label] = [order[k - 1], order[k]] as [{ y: number }, { y: number }];
    label.y = Math.max(label.y, above.y + gap);
  }
  for (let k = order.length - 1; k >= 0; k--) {
    const label = order[k] as { y: number };
    label.y = Math.min(label.y, k === order.length - 1 ? bottom : (order[k + 1]?.y ?? bottom) - gap);
  }
  const short = top - (order[0]?.y ?? top);
  const placed: number[] = [];
  for (const { y, i } of order) placed[i] = y + Math.max(0, short);
  return placed;
}
