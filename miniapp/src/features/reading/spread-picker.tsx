/** The spreads to choose from: name, what it is for, its positions and its price (or free today). */
import { useTranslation } from 'react-i18next';
import type { Spread } from '../../shared/spread/deck.js';

interface Props {
  spreads: Spread[];
  selected: string | null;
  onSelect(id: string): void;
}

export function SpreadPicker({ spreads, selected, onSelect }: Props) {
  const { t } = useTranslation('reading');
  return (
    <fieldset className="reading-spreads">
      <legend className="reading-step">{t('choose')}</legend>
      <div className="reading-spreads__grid">
        {spreads.map((s) => (
          <label key={s.id} className={`reading-spread${selected === s.id ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="spread"
              value={s.id}
              checked={selected === s.id}
              onChange={() => onSelect(s.id)}
              className="visually-hidden"
            />
            <span className="reading-spread__head">
              <span className="reading-spread__name">{s.name}</span>
              <span className={`reading-spread__cost${s.free_today ? ' is-free' : ''}`}>
                {s.free_today ? t('free_today') : t('common:tokens_count', { count: s.cost })}
              </span>
            </span>
            <span className="reading-spread__description">{s.description}</span>
            <span className="reading-spread__meta">
              {t('cards_count', { count: s.positions.length })}
              {s.free_daily && !s.free_today ? ` · ${t('used_today')}` : ''}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
