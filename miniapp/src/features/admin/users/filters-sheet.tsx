/**
 * The users list's filters and order in a bottom sheet, each a "Label · value ›" row: a choice opens a
 * list of its own, a date the browser's picker. Changes wait in a draft until "Show results", so the
 * list behind does not jump while someone picks.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';
import { ChoiceSheet } from '../../profile/choice-sheet.js';
import { SettingsRow } from '../../profile/settings-group.js';
import { DateRow } from './date-row.js';
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

type Choice = 'sort' | 'isAdmin' | 'verified' | 'method';

export function FiltersSheet({ open, value, onClose, onApply }: Props) {
  const { t } = useTranslation('admin');
  // Mounted when it opens, so each opening starts from the filters in force.
  const [draft, setDraft] = useState(value);
  const [choice, setChoice] = useState<Choice | null>(null);
  const set = <K extends keyof UserFilters>(key: K, v: UserFilters[K]) => setDraft({ ...draft, [key]: v });
  const yesNo = [
    { value: '', label: t('filters.any') },
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];
  const choices: Record<
    Choice,
    { label: string; value: string; options: { value: string; label: string }[] }
  > = {
    sort: {
      label: t('users.sort'),
      value: sortOrderOf(draft),
      options: SORT_ORDERS.map((s) => ({ value: s, label: t(`users.sort_orders.${s}`) })),
    },
    isAdmin: { label: t('users.is_admin'), value: draft.isAdmin, options: yesNo },
    verified: { label: t('users.verified'), value: draft.verified, options: yesNo },
    method: {
      label: t('users.method'),
      value: draft.method,
      options: [
        { value: '', label: t('filters.any') },
        ...(['telegram', 'email', 'google'] as const).map((m) => ({ value: m, label: t(`methods.${m}`) })),
      ],
    },
  };
  const pick = (key: Choice, v: string) =>
    key === 'sort' ? setDraft(withSortOrder(draft, v as SortOrder)) : set(key, v as never);
  const row = (key: Choice) => (
    <SettingsRow
      label={choices[key].label}
      value={choices[key].options.find((o) => o.value === choices[key].value)?.label ?? ''}
      onClick={() => setChoice(key)}
    />
  );
  const current = choice ? choices[choice] : null;

  return (
    <>
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
          <div className="settings-group__list">{row('sort')}</div>
          <div className="settings-group__list">
            {row('isAdmin')}
            {row('verified')}
            {row('method')}
            <DateRow
              label={t('users.created_from')}
              value={draft.createdFrom}
              max={draft.createdTo || undefined}
              onChange={(v) => set('createdFrom', v)}
            />
            <DateRow
              label={t('users.created_to')}
              value={draft.createdTo}
              min={draft.createdFrom || undefined}
              onChange={(v) => set('createdTo', v)}
            />
          </div>
        </div>
      </Modal>
      {/* Beside the filters' dialog, not in it: React passes a dialog's close event up to its parents. */}
      {choice && current ? (
        <ChoiceSheet
          open
          title={current.label}
          options={current.options}
          value={current.value}
          onPick={(v) => pick(choice, v)}
          onClose={() => setChoice(null)}
        />
      ) : null}
    </>
  );
}
