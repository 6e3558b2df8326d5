/** Readings: filters by status, spread, person and day range over the paged list. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpreads } from '../../../shared/spread/deck.js';
import { Field } from '../../../ui/field.js';
import { ChoiceField } from '../shared/choice-field.js';
import { type ReadingFilters, ReadingsList } from './readings-list.js';

export function ReadingsTab({ onOpenUser }: { onOpenUser(id: number): void }) {
  const { t, i18n } = useTranslation('admin');
  const spreads = useSpreads(i18n.language) ?? [];
  const [filters, setFilters] = useState<ReadingFilters>({});
  const set = (change: Partial<ReadingFilters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <div className="admin-stack">
      <search className="admin-filters panel">
        <ChoiceField
          label={t('readings.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.any') },
            ...(['complete', 'pending', 'failed', 'declined'] as const).map((s) => ({
              value: s,
              label: t(`readings.statuses.${s}`),
            })),
          ]}
          onChange={(v) => set({ status: (v || undefined) as ReadingFilters['status'] })}
        />
        <ChoiceField
          label={t('readings.spread')}
          value={filters.spreadId ?? ''}
          options={[
            { value: '', label: t('filters.any') },
            ...spreads.map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={(v) => set({ spreadId: v || undefined })}
        />
        <Field
          label={t('readings.user_id')}
          inputMode="numeric"
          value={filters.userId ?? ''}
          onChange={(e) => set({ userId: /^\d+$/.test(e.target.value) ? e.target.value : undefined })}
        />
        <Field
          label={t('readings.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <Field
          label={t('readings.to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </search>
      <ReadingsList filters={filters} spreads={spreads} onOpenUser={onOpenUser} />
    </div>
  );
}
