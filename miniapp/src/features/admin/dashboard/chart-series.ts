/** The chart's lines: which figure each draws, in which colour and dash, and which of them have data. */
/** The day's figures a line can draw (a row of GET /api/admin/stats/daily has these and more). */
export type Figure =
  | 'signups'
  | 'active_users'
  | 'readings_complete'
  | 'readings_failed'
  | 'support_answers'
  | 'tokens_spent';

export interface Series {
  key: Figure;
  color: string;
  dash?: number[];
  /** Tokens run to hundreds, so they have an axis of their own. */
  tokens?: true;
}

/**
 * Each series its own hue (--chart-1…6, tuned for light and dark in admin.css) and its own line: the
 * three main ones solid, the others dashed, dotted and dash-dotted, so they are told apart without
 * colour too.
 */
export const SERIES: Series[] = [
  { key: 'signups', color: '--chart-1' },
  { key: 'active_users', color: '--chart-2' },
  { key: 'readings_complete', color: '--chart-3' },
  { key: 'readings_failed', color: '--chart-4', dash: [8, 4] },
  { key: 'support_answers', color: '--chart-5', dash: [2, 3] },
  { key: 'tokens_spent', color: '--chart-6', dash: [10, 3, 2, 3], tokens: true },
];

/**
 * The series with a figure other than zero on some day (design review 10, problem 6): a flat line at
 * zero, with an axis of its own, says nothing the table does not. With no figures at all the first
 * series stays, an honest flat line.
 */
export function seriesWithData(days: Record<Figure, number>[]): Series[] {
  const shown = SERIES.filter((s) => days.some((d) => d[s.key] !== 0));
  return shown.length > 0 ? shown : SERIES.slice(0, 1);
}

/** A legend sample of the line: its colour, in its dash pattern (on, off, on, off… in px). */
export function lineSample(color: string, dash: number[] = []): string {
  if (dash.length === 0) return color;
  let at = 0;
  const stops = dash.map((length, i) => {
    const stop = `${i % 2 === 0 ? color : 'transparent'} ${at}px ${at + length}px`;
    at += length;
    return stop;
  });
  return `repeating-linear-gradient(90deg, ${stops.join(', ')})`;
}
