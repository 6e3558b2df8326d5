/** The browser's confirmation sheet for lib/confirm.ts: the question, then the way out and the action side by side. */
import { useTranslation } from 'react-i18next';
import { useConfirmRequest } from '../lib/confirm.js';
import { Button } from './button.js';
import { Modal } from './modal.js';
import './confirm-sheet.css';

export function ConfirmSheet() {
  const { t } = useTranslation();
  const pending = useConfirmRequest((s) => s.pending);
  return (
    <Modal
      open={pending !== null}
      onClose={() => pending?.answer(false)}
      title={pending?.title ?? ''}
      footer={
        pending ? (
          <div className="confirm-sheet__actions">
            <Button variant="secondary" onClick={() => pending.answer(false)}>
              {pending.keep ?? t('cancel')}
            </Button>
            <Button
              variant={(pending.destructive ?? true) ? 'danger' : 'primary'}
              onClick={() => pending.answer(true)}
            >
              {pending.action}
            </Button>
          </div>
        ) : null
      }
    >
      {pending ? (
        <>
          <p className="confirm-sheet__message">{pending.message}</p>
          {pending.note ? <p className="muted">{pending.note}</p> : null}
        </>
      ) : null}
    </Modal>
  );
}
