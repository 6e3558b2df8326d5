/**
 * Above the users list: a search field and a "Filters (n)" button that opens the filters sheet, then
 * the active filters (and an order other than the default) as chips that remove themselves on a tap.
 * Typing waits 300 ms before the list is asked again.
 */
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';
import { FilterChips } from './filter-chips.js';
import { FiltersSheet } from './filters-sheet.js';
import { activeFilters, type UserFilters } from './user-filters.js';

interface Props {
  value: UserFilters;
  onChange(next: UserFilters): void;
}

export function UsersToolbar({ value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState(value.search);
  const [sheet, setSheet] = useState(false);
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search }), 300);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  const count = activeFilters(value).length;

  return (
    <search className="admin-toolbar">
      <div className="admin-toolbar__row">
        <label className="visually-hidden" htmlFor={id}>
          {t('users.search')}
        </label>
        <div className="admin-search">
          <Icon icon={Search} className="admin-search__icon" />
          <input
            id={id}
            type="search"
            className="field__input admin-search__input"
            value={search}
            placeholder={t('users.search_hint')}
            title={t('users.search_hint')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button variant="secondary" className="admin-toolbar__filters" onClick={() => setSheet(true)}>
          <Icon icon={SlidersHorizontal} />
          {count > 0 ? t('users.filters_count', { n: count }) : t('users.filters')}
        </Button>
      </div>
      <FilterChips value={value} onChange={onChange} />
      {sheet ? (
        <FiltersSheet
          open
          value={value}
          onClose={() => setSheet(false)}
          onApply={(next) => {
            setSheet(false);
            onChange({ ...next, search: value.search });
          }}
        />
      ) : null}
    </search>
  );
}
