/** Deletes a person's data after the admin types the confirmation word; the ledger and payments stay. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../../lib/api.js';
import { toast } from '../../../lib/toasts.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import { Modal } from '../../../ui/modal.js';
import type { UserDetail } from '../shared/admin-types.js';
import { showApiError } from '../shared/show-error.js';

interface Props {
  user: UserDetail;
  onDeleted(): void;
}

export function UserDelete({ user, onDeleted }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const word = `#${user.id}`;

  const remove = async () => {
    setBusy(true);
    try {
      await call(rpc.admin.users[':id'].$delete({ param: { id: String(user.id) } }));
      toast({ title: t('delete.done', { id: user.id }) });
      setOpen(false);
      onDeleted();
    } catch (e) {
      showApiError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel admin-section admin-danger" aria-labelledby="admin-delete-title">
      <h2 id="admin-delete-title">{t('delete.title')}</h2>
      <p className="muted">{t('delete.explain')}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('delete.confirm_title')}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        footer={
          <Button variant="danger" busy={busy} disabled={typed.trim() !== word} onClick={() => void remove()}>
            {t('delete.confirm')}
          </Button>
        }
      >
        <p>{t('delete.explain')}</p>
        <Field
          label={t('delete.type', { word })}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </Modal>
    </section>
  );
}
