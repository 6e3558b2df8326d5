/**
 * The spreads to choose from, grouped by level (beginner, intermediate, deep), each drawn as its shape
 * in card silhouettes with its name and price (or free today); the chosen one's purpose below. On a
 * phone the groups stand one under another, two tiles to a row (a row that scrolls sideways up to a
 * tablet's width); wider up, the three groups stand side by side.
 */
import { useTranslation } from 'react-i18next';
import type { Spread } from '../../shared/spread/deck.js';
import { SpreadDiagram } from '../../shared/spread/spread-diagram.js';

const LEVELS = ['beginner', 'intermediate', 'deep'] as const satisfies readonly Spread['level'][];

interface Props {
  spreads: Spread[];
  selected: string | null;
  onSelect(id: string): void;
}

export function SpreadPicker({ spreads, selected, onSelect }: Props) {
  const { t } = useTranslation('reading');
  const chosen = spreads.find((s) => s.id === selected);
  const option = (s: Spread) => (
    <label key={s.id} className={`reading-spread${selected === s.id ? ' is-selected' : ''}`}>
      <input
        type="radio"
        name="spread"
        value={s.id}
        checked={selected === s.id}
        onChange={() => onSelect(s.id)}
        className="visually-hidden"
      />
      <SpreadDiagram spreadId={s.id} positions={s.positions.map((p) => p.key)} />
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
    </label>
  );
  return (
    <fieldset className="reading-spreads" aria-describedby="reading-spread-about">
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
      <p id="reading-spread-about" className="reading-spreads__about" aria-live="polite">
        {chosen?.description ?? ''}
      </p>
    </fieldset>
  );
}
