/**
 * The last 30 days from GET /api/admin/stats/daily as a uPlot line chart in the theme's colours, with
 * the same numbers as a table for screen readers and for anyone who wants exact figures.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useDailyStats } from '../api/admin-queries.js';
import type { DailyStats } from '../shared/admin-types.js';
import { formatNumber, utcDayAgo } from '../shared/format.js';
import { endLabels } from './end-labels.js';
import { visibleDays } from './visible-days.js';

type Day = DailyStats['days'][number];
/**
 * Each series its own hue (--chart-1…6, tuned for light and dark in admin.css) and its own line: the
 * three main ones solid, the others dashed, dotted and dash-dotted, so they are told apart without
 * colour too. Tokens run to hundreds, so they have their own axis on the right.
 */
const SERIES: { key: keyof Day; color: string; dash?: number[] }[] = [
  { key: 'signups', color: '--chart-1' },
  { key: 'active_users', color: '--chart-2' },
  { key: 'readings_complete', color: '--chart-3' },
  { key: 'readings_failed', color: '--chart-4', dash: [8, 4] },
  { key: 'support_answers', color: '--chart-5', dash: [2, 3] },
  { key: 'tokens_spent', color: '--chart-6', dash: [10, 3, 2, 3] },
];

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
const TOKENS = 'tokens';
const DAYS = 30;

export function DailyChart() {
  const { t, i18n } = useTranslation('admin');
  const from = utcDayAgo(DAYS - 1);
  const to = utcDayAgo(0);
  const { data, error } = useDailyStats(from, to);
  const { days, since } = visibleDays(data?.days ?? []);

  return (
    <>
      {error ? <p className="muted">{error}</p> : null}
      {since ? (
        <p className="muted admin-chart__since">
          {t('chart.since', {
            date: new Intl.DateTimeFormat(i18n.language, {
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            }).format(new Date(`${since}T00:00:00Z`)),
          })}
        </p>
      ) : null}
      <Plot
        days={days}
        labels={SERIES.map((s) => t(`chart.series.${s.key}`))}
        format={(n) => formatNumber(n, i18n.language)}
      />
      <details className="admin-chart__table">
        <summary>{t('chart.as_table')}</summary>
        <div className="admin-scroll">
          <table className="admin-table admin-table--plain">
            <caption className="visually-hidden">{t('chart.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.day')}</th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="num">
                    {t(`chart.series.${s.key}`)}
                  </th>
                ))}
                <th scope="col" className="num">
                  {t('chart.series.stars_revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {SERIES.map((s) => (
                    <td key={s.key} className="num">
                      {formatNumber(d[s.key] as number, i18n.language)}
                    </td>
                  ))}
                  <td className="num">{formatNumber(d.stars_revenue, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

/**
 * A theme variable as a colour the canvas can paint: the variables may hold var(), color-mix() or
 * Telegram's parameters, so the browser resolves them on a probe and the computed colour is read back.
 */
function resolvedColor(host: HTMLElement, variable: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable}, #888)`;
  probe.hidden = true;
  host.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value || '#888';
}

function Plot({ days, labels, format }: { days: Day[]; labels: string[]; format(n: number): string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels are compared by their text
  useEffect(() => {
    const el = box.current;
    if (!el || width === 0 || days.length === 0) return;
    const css = getComputedStyle(el);
    const color = (name: string) => resolvedColor(el, name);
    const axis = {
      stroke: color('--text-muted'),
      grid: { stroke: color('--border-soft'), width: 1 },
      ticks: { stroke: color('--border-soft'), width: 1 },
      font: `12px ${css.fontFamily}`,
    };
    const strokes = SERIES.map((s) => color(s.color));
    const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width,
        height: width < 500 ? 220 : 300,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: {}, [TOKENS]: {} },
        axes: [
          axis,
          { ...axis, size: 44 },
          // Named, so its scale is not read as the counts' (design review B11).
          {
            ...axis,
            scale: TOKENS,
            side: 1,
            size: 44,
            grid: { show: false },
            label: labels[SERIES.findIndex((s) => s.key === 'tokens_spent')],
            labelSize: 18,
            labelFont: `12px ${css.fontFamily}`,
          },
        ],
        // A still legend: a line sample in the series' colour and dash, and its name. A live one shows
        // "--" until the pointer is on a day, and the exact figures are in the table below anyway.
        legend: {
          live: false,
          markers: {
            width: 0,
            fill: (_u, i) => lineSample(strokes[i - 1] ?? 'transparent', SERIES[i - 1]?.dash),
          },
        },
        cursor: { drag: { x: false, y: false } },
        // Each line's last value at its end, with its name where the plot is wide enough.
        plugins: [
          endLabels({
            names: labels,
            colors: strokes,
            halo: color('--surface-strong'),
            font: `600 12px ${css.fontFamily}`,
            format,
          }),
        ],
        series: [
          {},
          ...SERIES.map((s, i) => ({
            label: labels[i],
            stroke: strokes[i],
            width: s.dash ? 2 : 2.5,
            dash: s.dash,
            scale: s.key === 'tokens_spent' ? TOKENS : 'y',
            points: { show: false },
          })),
        ],
      },
      [xs, ...SERIES.map((s) => days.map((d) => d[s.key] as number))],
      el,
    );
    return () => plot.destroy();
  }, [days, width, labels.join('\n')]);

  // The table below carries the same numbers for screen readers; the canvas is for eyes only.
  return <div ref={box} className="admin-chart" aria-hidden />;
}
