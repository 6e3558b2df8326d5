/** A labelled <select> in the look of the app's fields. */
import { useId } from 'react';
import '../../../ui/controls.css';

interface Props {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

export function SelectField({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
