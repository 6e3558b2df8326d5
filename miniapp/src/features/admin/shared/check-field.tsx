/**
 * A labelled checkbox for the admin forms. Not ui/switch on purpose: importing it would split the chunk
 * it shares with the purchase sheet and add a file to the entry's preload map (landing JS would grow).
 */
import { useId } from 'react';

interface Props {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function CheckField({ label, description, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="admin-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {description ? (
        <span id={`${id}-d`} className="admin-check__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}
