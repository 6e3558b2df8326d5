/** Search, filters and sort order for the users table; typing waits 300 ms before it asks again. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field.js';
import { SelectField } from '../shared/select-field.js';

export interface UserFilters {
  search: string;
  isAdmin: '' | 'true' | 'false';
  verified: '' | 'true' | 'false';
  method: '' | 'telegram' | 'email' | 'google';
  createdFrom: string;
  createdTo: string;
  sort: 'id' | 'created_at' | 'last_seen_at' | 'token_balance' | 'email';
  order: 'asc' | 'desc';
}

export const EMPTY_FILTERS: UserFilters = {
  search: '',
  isAdmin: '',
  verified: '',
  method: '',
  createdFrom: '',
  createdTo: '',
  sort: 'created_at',
  order: 'desc',
};

const SORTS = ['created_at', 'last_seen_at', 'token_balance', 'email', 'id'] as const;

export function toQuery(f: UserFilters, page: number, pageSize: number) {
  return {
    search: f.search.trim() || undefined,
    is_admin: f.isAdmin || undefined,
    verified: f.verified || undefined,
    method: f.method || undefined,
    created_from: f.createdFrom || undefined,
    created_to: f.createdTo || undefined,
    sort: f.sort,
    order: f.order,
    page: String(page),
    page_size: String(pageSize),
  };
}

interface Props {
  value: UserFilters;
  onChange(next: UserFilters): void;
}

export function UserFiltersForm({ value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState(value.search);
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search }), 300);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  const set = <K extends keyof UserFilters>(key: K, v: UserFilters[K]) => onChange({ ...value, [key]: v });
  const yesNo = [
    { value: '', label: t('filters.any') },
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];

  return (
    <search className="admin-filters panel">
      <div className="admin-filters__search">
        <Field
          label={t('users.search')}
          type="search"
          value={search}
          placeholder={t('users.search_hint')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <SelectField
        label={t('users.is_admin')}
        value={value.isAdmin}
        options={yesNo}
        onChange={(v) => set('isAdmin', v as UserFilters['isAdmin'])}
      />
      <SelectField
        label={t('users.verified')}
        value={value.verified}
        options={yesNo}
        onChange={(v) => set('verified', v as UserFilters['verified'])}
      />
      <SelectField
        label={t('users.method')}
        value={value.method}
        options={[
          { value: '', label: t('filters.any') },
          ...(['telegram', 'email', 'google'] as const).map((m) => ({ value: m, label: t(`methods.${m}`) })),
        ]}
        onChange={(v) => set('method', v as UserFilters['method'])}
      />
      <Field
        label={t('users.created_from')}
        type="date"
        value={value.createdFrom}
        max={value.createdTo || undefined}
        onChange={(e) => set('createdFrom', e.target.value)}
      />
      <Field
        label={t('users.created_to')}
        type="date"
        value={value.createdTo}
        min={value.createdFrom || undefined}
        onChange={(e) => set('createdTo', e.target.value)}
      />
      <SelectField
        label={t('users.sort')}
        value={value.sort}
        options={SORTS.map((s) => ({ value: s, label: t(`users.sorts.${s}`) }))}
        onChange={(v) => set('sort', v as UserFilters['sort'])}
      />
      <SelectField
        label={t('users.order')}
        value={value.order}
        options={[
          { value: 'desc', label: t('users.orders.desc') },
          { value: 'asc', label: t('users.orders.asc') },
        ]}
        onChange={(v) => set('order', v as UserFilters['order'])}
      />
    </search>
  );
}
