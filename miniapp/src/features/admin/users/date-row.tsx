/**
 * A "Joined from · Nov 27, 2026 ›" row: the day in the interface language, or "Any". The native date
 * field lies over the whole row, unseen, so a tap opens the browser's own picker.
 */
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.js';
import { formatDay } from '../shared/format.js';

interface Props {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
}

export function DateRow({ label, value, min, max, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  return (
    <label className="settings-row settings-date">
      <span className="settings-row__label" id={id}>
        {label}
      </span>
      <span className="settings-row__value" aria-hidden>
        {value ? formatDay(value, i18n.language) : t('filters.any')}
      </span>
      <Icon icon={ChevronRight} className="settings-row__chevron" />
      <input
        className="settings-date__input"
        aria-labelledby={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onClick={(e) => {
          // Not every browser has it, and one in a cross-origin frame refuses it: then the field is typed.
          try {
            e.currentTarget.showPicker();
          } catch {}
        }}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
