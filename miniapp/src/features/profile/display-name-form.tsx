import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { useSession } from '../../lib/session-store.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { displayNameOf } from './profile-header.js';

export function DisplayNameForm() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const [name, setName] = useState(user?.display_name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await call(rpc.user['display-name'].$post({ json: { display_name: name } }));
      useSession.getState().setUser(result.user);
      toast({ title: t('account.name_saved') });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="profile-form profile-form--inline" onSubmit={(e) => void submit(e)}>
      <Field
        label={t('account.name')}
        value={name}
        maxLength={64}
        autoComplete="nickname"
        placeholder={user ? displayNameOf(user) : undefined}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={busy}
        disabled={!name.trim() || name === user?.display_name}
      >
        {t('common:save')}
      </Button>
    </form>
  );
}
