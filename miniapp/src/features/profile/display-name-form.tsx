/**
 * The display name as a settings row: typed in place and saved when the field is left (or on Enter),
 * with a ✓ once stored. Checked with the API's own rule (core/inputs/display-name.ts) before it is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { displayNameSchema } from '../../../../core/inputs/display-name.js';
import { call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { useSession } from '../../lib/session-store.js';
import { nameErrorText } from '../../shared/forms/name-error.js';
import { Icon } from '../../ui/icon.js';
import { displayNameOf, NAME_FIELD_ID } from './display-name.js';

const schema = z.object({ display_name: displayNameSchema });

export function DisplayNameForm() {
  const { t } = useTranslation('profile');
  const id = NAME_FIELD_ID;
  const busy = useRef(false);
  const user = useSession((s) => s.user);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, getValues } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { display_name: user?.display_name ?? '' },
  });
  const { errors } = formState;
  const error = nameErrorText(t, errors.display_name);
  // Telegram's name stands in, greyed, until one is chosen; with none the row asks for one in the accent.
  const fallback = user ? displayNameOf(user) : '';

  const submit = handleSubmit(async (json) => {
    busy.current = true;
    try {
      const result = await call(rpc.user['display-name'].$post({ json }));
      useSession.getState().setUser(result.user);
      setSaved(true);
    } catch (e) {
      setError('display_name', { type: 'server', message: errorMessage(e) });
    } finally {
      busy.current = false;
    }
  });

  // Left empty or unchanged (or already on its way), there is nothing to save.
  const changed = () => {
    if (busy.current) return false;
    const name = getValues('display_name');
    return name.trim() !== '' && name !== (useSession.getState().user?.display_name ?? '');
  };
  const field = register('display_name', {
    onChange: () => setSaved(false),
    onBlur: () => {
      if (changed()) void submit();
    },
  });

  return (
    <form
      className="settings-name"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed()) void submit(e);
      }}
      noValidate
    >
      <div className="settings-row">
        <label className="settings-row__label" htmlFor={id}>
          {t('account.name')}
        </label>
        <input
          id={id}
          className={`settings-row__input${fallback ? '' : ' settings-row__input--ask'}`}
          autoComplete="nickname"
          enterKeyHint="done"
          placeholder={fallback || t('add_name')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...field}
        />
        <span className="settings-row__saved" role="status">
          {saved ? (
            <>
              <Icon icon={Check} />
              <span className="visually-hidden">{t('account.name_saved')}</span>
            </>
          ) : null}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="settings-row__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
