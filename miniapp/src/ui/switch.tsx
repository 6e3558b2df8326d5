/** A labelled on/off switch (a checkbox with role="switch"), with an optional description. */
import { useId } from 'react';
import './switch.css';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <label className="switch-row__text" htmlFor={id}>
        <span className="switch-row__label">{label}</span>
        {description ? (
          <span className="switch-row__description" id={`${id}-d`}>
            {description}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
