/**
 * The spreads to choose from, grouped by level (beginner, intermediate, deep), each drawn as its shape
 * in card silhouettes with its name and price (or free today). On a phone (480 px and less) and on a
 * wide screen (1024 px and more) each spread is a row, and the chosen row opens in place with its
 * purpose and what it asks before the draw (Two Paths' names), so both are where the finger or the
 * pointer is; wide, too, each level is one column of rows under its name, read top to bottom across the
 * page's column, so an opened row has nothing beside it (ADR 0077, 0081).
 * In between, on a tablet, they are tiles, and the chosen one's purpose stands under them. Inside
 * Telegram each level is one of Telegram's inset lists and the chosen row carries a trailing check.
 * On a phone and inside Telegram the price joins the count under the name, so every name keeps one line
 * (ADR 0091, 0096).
 */
import { Check } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inTelegram } from '../../lib/telegram.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import type { Spread } from '../../shared/spread/deck.js';
import { layoutFor } from '../../shared/spread/layouts.js';
import { SpreadDiagram } from '../../shared/spread/spread-diagram.js';
import { Icon } from '../../ui/icon.js';
import './spread-picker.css';

const LEVELS = ['beginner', 'intermediate', 'deep'] as const satisfies readonly Spread['level'][];
/** Where the spreads are rows: a phone, and a desktop's page column. */
const ROWS = '(max-width: 480px), (min-width: 1024px)';
/** Where the price stands under the name on the web too. */
const PHONE = '(max-width: 480px)';
/** A row's shape fits a square of this side. */
const ROW_SHAPE = 40;
/** A lone card is not blown up past this (a single silhouette twice its size reads as a slab). */
const ROW_ZOOM_MAX = 1.6;

interface Props {
  spreads: Spread[];
  selected: string | null;
  onSelect(id: string): void;
  /** What the chosen spread asks before the draw, shown with its purpose. */
  extra?: ReactNode;
}

/**
 * How much a row's shape is scaled so that its cards fill ROW_SHAPE on their longer side, from the grid
 * spread-diagram.css draws: 6 px columns 2 px apart, rows of at most 19 px 3 px apart in 88 px.
 */
function shapeZoom(s: Spread) {
  const { columns, rows } = layoutFor(
    s.id,
    s.positions.map((p) => p.key),
  );
  const row = Math.min(19, (88 - (rows - 1) * 3) / rows);
  const height = rows * row + (rows - 1) * 3;
  const width = columns * 6 + (columns - 1) * 2;
  return Math.min(ROW_SHAPE / height, ROW_SHAPE / width, ROW_ZOOM_MAX);
}

export function SpreadPicker({ spreads, selected, onSelect, extra }: Props) {
  const { t } = useTranslation('reading');
  const rows = useMediaQuery(ROWS);
  const phone = useMediaQuery(PHONE);
  const priceUnder = rows && (phone || inTelegram());
  const chosen = spreads.find((s) => s.id === selected);
  const list = useRef<HTMLFieldSetElement>(null);
  const opened = useRef<HTMLDivElement>(null);
  // Where the tapped row stood on the screen, so that it stays under the finger as rows open and close.
  const tapped = useRef<{ id: string; top: number } | null>(null);

  // After a tap on a row: the tapped row stays where it was (a row above it may have closed), then
  // what opened comes into view, as far as it can without pushing the tapped row off the top.
  useLayoutEffect(() => {
    const tap = tapped.current;
    tapped.current = null;
    if (!rows || !tap || tap.id !== selected) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-spread="${CSS.escape(tap.id)}"]`);
    if (!row) return;
    const moved = row.getBoundingClientRect().top - tap.top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    opened.current?.scrollIntoView({ block: 'nearest' });
    if (row.getBoundingClientRect().top < Number.parseFloat(getComputedStyle(row).scrollMarginTop))
      row.scrollIntoView({ block: 'start' });
  }, [selected, rows]);

  const choose = (id: string, row: HTMLElement) => {
    tapped.current = { id, top: row.getBoundingClientRect().top };
    onSelect(id);
  };

  const about = chosen ? (
    <>
      <p id="reading-spread-about" className="reading-spreads__about" aria-live={rows ? undefined : 'polite'}>
        {chosen.description}
      </p>
      {extra}
    </>
  ) : null;

  const option = (s: Spread) => {
    const on = selected === s.id;
    return (
      <div key={s.id} className={`reading-spread-item${on ? ' is-selected' : ''}`}>
        <label className={`reading-spread${on ? ' is-selected' : ''}`} data-spread={s.id}>
          <input
            type="radio"
            name="spread"
            value={s.id}
            checked={on}
            onChange={(e) => choose(s.id, e.currentTarget.closest('label') ?? e.currentTarget)}
            className="visually-hidden"
          />
          <span
            className="reading-spread__shape"
            style={rows ? { zoom: shapeZoom(s) } : undefined}
            aria-hidden
          >
            <SpreadDiagram spreadId={s.id} positions={s.positions.map((p) => p.key)} />
          </span>
          <span className="reading-spread__name">{s.name}</span>
          <span className="reading-spread__foot">
            <span className={`reading-spread__cost${s.free_today ? ' is-free' : ''}`}>
              {s.free_today ? t('free_today') : t('common:tokens_count', { count: s.cost })}
            </span>
            <span className="reading-spread__meta">
              {t('cards_count', { count: s.positions.length })}
              {s.free_daily && !s.free_today ? ` · ${t('used_today')}` : ''}
            </span>
          </span>
          {rows ? (
            <span className="reading-spread__check" aria-hidden>
              {on ? <Icon icon={Check} /> : null}
            </span>
          ) : null}
        </label>
        {rows && on ? (
          <div className="reading-spread__more" ref={opened} data-testid="spread-more">
            {about}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset
      ref={list}
      className={`reading-spreads${rows ? ' reading-spreads--rows' : ''}${priceUnder ? ' reading-spreads--price-under' : ''}`}
      aria-describedby={chosen ? 'reading-spread-about' : undefined}
    >
      <legend className="reading-step">{t('choose')}</legend>
      <div className="reading-spreads__row">
        {LEVELS.map((level) => {
          const group = spreads.filter((s) => s.level === level);
          if (group.length === 0) return null;
          return (
            <fieldset key={level} className="reading-spreads__level" data-level={level}>
              <legend className="reading-spreads__level-name">{t(`levels.${level}`)}</legend>
              <div className="reading-spreads__cards">{group.map(option)}</div>
            </fieldset>
          );
        })}
      </div>
      {rows ? null : <div className="reading-spreads__chosen">{about}</div>}
    </fieldset>
  );
}
