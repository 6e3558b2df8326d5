/** All or saved readings, and one spread or every spread. */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Spread } from '../../shared/spread/deck.js';
import { Icon } from '../../ui/icon.js';
import type { Filters } from './history-store.js';

interface Props {
  spreads: Spread[];
  filters: Filters;
  onChange(change: Partial<Filters>): void;
}

export function HistoryFilters({ spreads, filters, onChange }: Props) {
  const { t } = useTranslation('history');
  return (
    <div className="history__filters">
      <fieldset className="history__segmented">
        <legend className="visually-hidden">{t('filters.show')}</legend>
        <label className={filters.saved ? '' : 'is-active'}>
          <input
            type="radio"
            name="history-saved"
            checked={!filters.saved}
            onChange={() => onChange({ saved: false })}
          />
          {t('filters.all')}
        </label>
        <label className={filters.saved ? 'is-active' : ''}>
          <input
            type="radio"
            name="history-saved"
            checked={filters.saved}
            onChange={() => onChange({ saved: true })}
          />
          <Icon icon={Star} filled /> {t('filters.saved')}
        </label>
      </fieldset>
      <label className="history__spread">
        <span className="visually-hidden">{t('filters.spread')}</span>
        <select
          className="field__input"
          value={filters.spreadId ?? ''}
          onChange={(e) => onChange({ spreadId: e.target.value || null })}
        >
          <option value="">{t('filters.any_spread')}</option>
          {spreads.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
