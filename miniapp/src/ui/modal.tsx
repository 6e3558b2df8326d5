/**
 * A modal dialog on the native <dialog>: focus moves in and back, Escape and the close button close it.
 * Focus lands on the title (read first, and no ring drawn around × on open, design review 6 #10); Tab
 * reaches the close button next.
 * A `sheet` rises from the bottom edge at every width and scrolls as a whole.
 */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button.js';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  subtitle?: ReactNode;
  sheet?: boolean;
}

export function Modal({ open, title, subtitle, onClose, children, footer, sheet }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      titleRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a mouse shortcut; Escape closes it by keyboard
    <dialog
      ref={ref}
      className={sheet ? 'modal modal--sheet' : 'modal'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="modal__inner">
          <div className="modal__head">
            <div>
              <h2 id={titleId} ref={titleRef} tabIndex={-1} className="modal__title">
                {title}
              </h2>
              {subtitle ? <div className="muted">{subtitle}</div> : null}
            </div>
            <IconButton icon={X} label={t('close')} onClick={onClose} />
          </div>
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__foot">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
