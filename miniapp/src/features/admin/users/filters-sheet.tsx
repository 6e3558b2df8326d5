/**
 * The users list's filters and order in a bottom sheet: changes wait in a draft until "Show results",
 * so the list behind does not jump while someone picks. "Joined" is one row: from – until.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';
import { SelectField } from '../shared/select-field.js';
import {
  EMPTY_FILTERS,
  SORT_ORDERS,
  type SortOrder,
  sortOrderOf,
  type UserFilters,
  withSortOrder,
} from './user-filters.js';

interface Props {
  open: boolean;
  value: UserFilters;
  onClose(): void;
  onApply(next: UserFilters): void;
}

export function FiltersSheet({ open, value, onClose, onApply }: Props) {
  const { t } = useTranslation('admin');
  // Mounted when it opens, so each opening starts from the filters in force.
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof UserFilters>(key: K, v: UserFilters[K]) => setDraft({ ...draft, [key]: v });
  const yesNo = [
    { value: '', label: t('filters.any') },
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];

  return (
    <Modal
      open={open}
      sheet
      title={t('users.filters')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={() => setDraft({ ...EMPTY_FILTERS, search: draft.search })}>
            {t('users.clear')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('users.apply')}</Button>
        </>
      }
    >
      <div className="admin-sheet-form">
        <SelectField
          label={t('users.sort')}
          value={sortOrderOf(draft)}
          options={SORT_ORDERS.map((s) => ({ value: s, label: t(`users.sort_orders.${s}`) }))}
          onChange={(v) => setDraft(withSortOrder(draft, v as SortOrder))}
        />
        <SelectField
          label={t('users.is_admin')}
          value={draft.isAdmin}
          options={yesNo}
          onChange={(v) => set('isAdmin', v as UserFilters['isAdmin'])}
        />
        <SelectField
          label={t('users.verified')}
          value={draft.verified}
          options={yesNo}
          onChange={(v) => set('verified', v as UserFilters['verified'])}
        />
        <SelectField
          label={t('users.method')}
          value={draft.method}
          options={[
            { value: '', label: t('filters.any') },
            ...(['telegram', 'email', 'google'] as const).map((m) => ({
              value: m,
              label: t(`methods.${m}`),
            })),
          ]}
          onChange={(v) => set('method', v as UserFilters['method'])}
        />
        <fieldset className="admin-range">
          <legend className="field__label">{t('users.created')}</legend>
          <input
            type="date"
            className="field__input"
            aria-label={t('users.created_from')}
            value={draft.createdFrom}
            max={draft.createdTo || undefined}
            onChange={(e) => set('createdFrom', e.target.value)}
          />
          <span aria-hidden>–</span>
          <input
            type="date"
            className="field__input"
            aria-label={t('users.created_to')}
            value={draft.createdTo}
            min={draft.createdFrom || undefined}
            onChange={(e) => set('createdTo', e.target.value)}
          />
        </fieldset>
      </div>
    </Modal>
  );
}
