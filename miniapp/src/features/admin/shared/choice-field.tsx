/**
 * A labelled choice in the look of the app's fields that opens the app's choice sheet (the list the
 * profile's language and theme use) instead of a native <select> (ADR 0086, design review 7 #10): the
 * same sheet on the web and in Telegram, reached and worked by keyboard as a button and radios.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Icon } from '../../../ui/icon.js';
import { ChoiceSheet } from '../../profile/choice-sheet.js';
import '../../../ui/controls.css';
import '../../profile/settings.css';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

export function ChoiceField<T extends string>({ label, value, options, onChange }: Props<T>) {
  const ids = { label: useId(), value: useId() };
  const [open, setOpen] = useState(false);
  return (
    <div className="field">
      <span className="field__label" id={ids.label}>
        {label}
      </span>
      <button
        type="button"
        className="field__input choice-field"
        aria-haspopup="dialog"
        aria-labelledby={`${ids.label} ${ids.value}`}
        onClick={() => setOpen(true)}
      >
        <span id={ids.value} className="choice-field__value">
          {options.find((o) => o.value === value)?.label ?? value}
        </span>
        <Icon icon={ChevronDown} className="choice-field__chevron" />
      </button>
      <ChoiceSheet
        open={open}
        title={label}
        options={options}
        value={value}
        onPick={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
