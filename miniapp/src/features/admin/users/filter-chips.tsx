/** The active filters, and an order other than "Newest first", each as a chip that removes itself. */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.js';
import { formatDay } from '../shared/format.js';
import {
  activeFilters,
  EMPTY_FILTERS,
  type FilterKey,
  sortOrderOf,
  type UserFilters,
  withoutFilter,
} from './user-filters.js';

interface Props {
  value: UserFilters;
  onChange(next: UserFilters): void;
}

export function FilterChips({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const day = (d: string) => formatDay(d, i18n.language);
  const yesNo = (v: string) => t(v === 'true' ? 'filters.yes' : 'filters.no');
  const text: Record<FilterKey, () => string> = {
    isAdmin: () => `${t('users.is_admin')}: ${yesNo(value.isAdmin)}`,
    verified: () => `${t('users.verified')}: ${yesNo(value.verified)}`,
    method: () => `${t('users.method')}: ${t(`methods.${value.method}`)}`,
    joined: () =>
      `${t('users.created')}: ${
        value.createdFrom && value.createdTo
          ? t('users.range.both', { from: day(value.createdFrom), to: day(value.createdTo) })
          : value.createdFrom
            ? t('users.range.from', { from: day(value.createdFrom) })
            : t('users.range.to', { to: day(value.createdTo) })
      }`,
  };
  const chips = activeFilters(value).map((key) => ({
    key,
    label: text[key](),
    clear: () => onChange(withoutFilter(value, key)),
  }));
  const sort = sortOrderOf(value);
  if (sort !== sortOrderOf(EMPTY_FILTERS))
    chips.push({
      key: 'sort' as FilterKey,
      label: t(`users.sort_orders.${value.sort}.${value.order}`),
      clear: () => onChange({ ...value, sort: EMPTY_FILTERS.sort, order: EMPTY_FILTERS.order }),
    });
  if (chips.length === 0) return null;
  return (
    <ul className="admin-chips" aria-label={t('users.active_filters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="admin-chip"
            aria-label={t('users.remove', { name: chip.label })}
            onClick={chip.clear}
          >
            {chip.label}
            <Icon icon={X} />
          </button>
        </li>
      ))}
    </ul>
  );
}
