/** A bottom sheet listing the choices of one setting (language, theme), the current one ticked; a tap picks and closes. */
import { Check } from 'lucide-react';
import { Icon } from '../../ui/icon.js';
import { Modal } from '../../ui/modal.js';

interface Props<T extends string> {
  open: boolean;
  title: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onPick(value: T): void;
  onClose(): void;
}

export function ChoiceSheet<T extends string>({ open, title, options, value, onPick, onClose }: Props<T>) {
  return (
    <Modal open={open} title={title} onClose={onClose} sheet>
      <div className="settings-group__list choice-list" role="radiogroup" aria-label={title}>
        {options.map((o) => (
          // biome-ignore lint/a11y/useSemanticElements: a tap on the ticked row closes the sheet too, which a native radio's change would not report
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            className="settings-row"
            onClick={() => {
              onClose();
              if (o.value !== value) onPick(o.value);
            }}
          >
            <span className="settings-row__label">{o.label}</span>
            {o.value === value ? <Icon icon={Check} className="choice-list__check" /> : null}
          </button>
        ))}
      </div>
    </Modal>
  );
}
