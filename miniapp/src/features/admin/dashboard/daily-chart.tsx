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
import { lineSample, SERIES, type Series, seriesWithData } from './chart-series.js';
import { endLabels, endLabelsGutter } from './end-labels.js';
import { visibleDays } from './visible-days.js';

type Day = DailyStats['days'][number];

/** A day as the note and a one-day axis write it ("Nov 28", "28. Nov."). */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const TOKENS = 'tokens';
const HALF_DAY = 12 * 3600;
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
            date: shortDay(since, i18n.language),
          })}
        </p>
      ) : null}
      <Plot
        days={days}
        day={(d) => shortDay(d, i18n.language)}
        name={(s) => t(`chart.series.${s.key}`)}
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
                      {formatNumber(d[s.key], i18n.language)}
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

/** Chart widths (CSS px) from which the series' names fit beside their end values. */
const NAMES_FROM = 480;

interface PlotProps {
  days: Day[];
  day(day: string): string;
  name(series: Series): string;
  format(n: number): string;
}

function Plot({ days, day, name, format }: PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const series = seriesWithData(days);
  const names = series.map(name);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the series and names are compared by their text
  useEffect(() => {
    const el = box.current;
    if (!el || width === 0 || days.length === 0) return;
    const css = getComputedStyle(el);
    const color = (variable: string) => resolvedColor(el, variable);
    const axis = {
      stroke: color('--text-muted'),
      grid: { stroke: color('--border-soft'), width: 1 },
      ticks: { stroke: color('--border-soft'), width: 1 },
      font: `12px ${css.fontFamily}`,
    };
    const strokes = series.map((s) => color(s.color));
    const tokens = series.find((s) => s.tokens);
    // Each line's last value at its end, with its name where the chart is wide enough.
    const last = days[days.length - 1] as Day;
    const ends = series.map((s, i) => {
      const value = format(last[s.key]);
      return width >= NAMES_FROM ? `${names[i]} ${value}` : value;
    });
    const labelFont = `600 12px ${css.fontFamily}`;
    const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const single = days.length === 1;
    const first = xs[0] ?? 0;
    const plot = new uPlot(
      {
        width,
        height: width < 500 ? 220 : 300,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        // uPlot stretches a single day to years (86400 / ms): half a day either side, the day its one tick.
        scales: {
          x: {
            time: true,
            ...(single ? { auto: false, min: first - HALF_DAY, max: first + HALF_DAY } : {}),
          },
          y: {},
          ...(tokens ? { [TOKENS]: {} } : {}),
        },
        // The end labels' gutter on the right; the tokens' axis, when drawn, sits left beside the counts'.
        padding: [null, endLabelsGutter(ends, labelFont), null, null],
        axes: [
          single ? { ...axis, splits: () => xs, values: () => [day(last.day)] } : axis,
          { ...axis, size: 44 },
          // Named, so its scale is not read as the counts' (design review B11).
          ...(tokens
            ? [
                {
                  ...axis,
                  scale: TOKENS,
                  side: 3 as const,
                  size: 44,
                  grid: { show: false },
                  label: names[series.indexOf(tokens)],
                  labelSize: 18,
                  labelFont: `12px ${css.fontFamily}`,
                },
              ]
            : []),
        ],
        // A still legend: a line sample in the series' colour and dash, and its name. A live one shows
        // "--" until the pointer is on a day, and the exact figures are in the table below anyway.
        legend: {
          live: false,
          markers: {
            width: 0,
            fill: (_u, i) => lineSample(strokes[i - 1] ?? 'transparent', series[i - 1]?.dash),
          },
        },
        cursor: { drag: { x: false, y: false } },
        plugins: [endLabels({ texts: ends, colors: strokes })],
        series: [
          {},
          ...series.map((s, i) => ({
            label: names[i],
            stroke: strokes[i],
            width: s.dash ? 2 : 2.5,
            dash: s.dash,
            scale: s.tokens ? TOKENS : 'y',
            // A single day has no line to draw: its figures show as dots.
            points: { show: single, size: 7 },
          })),
        ],
      },
      [xs, ...series.map((s) => days.map((d) => d[s.key]))],
      el,
    );
    return () => plot.destroy();
  }, [days, width, names.join('\n')]);

  // The table below carries the same numbers for screen readers; the canvas is for eyes only.
  return <div ref={box} className="admin-chart" aria-hidden />;
}
