/** Shows the open toasts of the one toast store (spec §4: one at a time, bottom-right). */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastStore, useToasts } from '../lib/toasts.js';
import { IconButton } from './icon-button.js';
import './toaster.css';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts((s) => s.toasts).filter((toast) => toast.open);
  return (
    <section className="toaster" aria-label={t('notifications')} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.variant}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast__body">
            {toast.title ? <div className="toast__title">{toast.title}</div> : null}
            {toast.description ? <div className="toast__description">{toast.description}</div> : null}
            {toast.action ? (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  toastStore.getState().dismiss(toast.id);
                  toast.action?.run();
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
          </div>
          <IconButton
            icon={X}
            label={t('dismiss')}
            className="toast__close"
            onClick={() => toastStore.getState().dismiss(toast.id)}
          />
        </div>
      ))}
    </section>
  );
}
