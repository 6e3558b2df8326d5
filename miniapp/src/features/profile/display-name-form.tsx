/** The display name, checked with the API's own rule (core/inputs/display-name.ts) before it is sent. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { displayNameSchema } from '../../../../core/inputs/display-name.js';
import { call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { useSession } from '../../lib/session-store.js';
import { toast } from '../../lib/toasts.js';
import { nameErrorText } from '../../shared/forms/name-error.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { displayNameOf } from './profile-header.js';

const schema = z.object({ display_name: displayNameSchema });

export function DisplayNameForm() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const { register, handleSubmit, formState, setError, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { display_name: user?.display_name ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const name = watch('display_name');

  const submit = handleSubmit(async (json) => {
    try {
      const result = await call(rpc.user['display-name'].$post({ json }));
      useSession.getState().setUser(result.user);
      toast({ title: t('account.name_saved') });
    } catch (e) {
      setError('display_name', { type: 'server', message: errorMessage(e) });
    }
  });

  return (
    <form className="profile-form profile-form--inline" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('account.name')}
        autoComplete="nickname"
        placeholder={user ? displayNameOf(user) : undefined}
        error={nameErrorText(t, errors.display_name)}
        {...register('display_name')}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={isSubmitting}
        disabled={!name.trim() || name === user?.display_name}
      >
        {t('common:save')}
      </Button>
    </form>
  );
}
