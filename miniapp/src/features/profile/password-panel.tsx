/**
 * The password: set a first one, change it with the current one, or ask for a reset link. Inside
 * Telegram it is for signing in on the web with the e-mail, so it waits until there is an e-mail.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { api, call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { currentLocale } from '../../lib/i18n.js';
import { useSession } from '../../lib/session-store.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import {
  NewPasswordFields,
  newPasswordShape,
  repeatMatches,
} from '../../shared/forms/new-password-fields.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';

const schema = z.object({ current: z.string(), ...newPasswordShape }).check(repeatMatches);
const empty = { current: '', password: '', repeat: '' };

export function PasswordPanel() {
  const { t } = useTranslation('profile');
  const email = useSession((s) => s.user?.email ?? null);
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [editing, setEditing] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: empty });

  useEffect(() => {
    void call(rpc.auth.password.status.$get()).then(
      (s) => setHasPassword(s.has_password),
      () => setHasPassword(false),
    );
  }, []);

  const submit = form.handleSubmit(async ({ current, password }) => {
    try {
      const tokens = await call(
        rpc.user.password.$post({
          json: {
            new_password: password,
            ...(hasPassword ? { current_password: current } : {}),
            device_info: 'miniapp',
          },
        }),
      );
      // Every other session ended; this one continues with the fresh tokens.
      api.saveTokens(tokens);
      setHasPassword(true);
      setEditing(false);
      form.reset(empty);
      toast({ title: t('password.saved'), description: t('password.saved_body') });
    } catch (e) {
      form.setError('password', { type: 'server', message: errorMessage(e) });
    }
  });

  const sendReset = async () => {
    if (!email) return;
    try {
      await call(rpc.auth.password['reset-request'].$post({ json: { email, locale: currentLocale() } }));
      toast({ title: t('password.reset_sent'), description: t('email.sent_body', { email }) });
    } catch (e) {
      toast({
        title: t('password.reset_failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
      });
    }
  };

  const telegram = inTelegram();
  if (hasPassword === null || (telegram && !email)) return null;
  return (
    <div className="profile-block">
      <div className="profile-block__line">
        <span className="profile-block__label">{t('password.label')}</span>
        {hasPassword ? <span className="profile-block__value">••••••••</span> : null}
      </div>
      {hasPassword ? null : (
        <p className="profile-block__hint">{telegram ? t('password.web_none') : t('password.none')}</p>
      )}
      <div className="profile-block__actions">
        {hasPassword && email ? (
          <Button variant="ghost" small onClick={() => void sendReset()}>
            {t('password.reset')}
          </Button>
        ) : null}
        {editing ? null : (
          <Button variant="ghost" small onClick={() => setEditing(true)}>
            {hasPassword ? t('password.change') : t('password.set')}
          </Button>
        )}
      </div>
      {editing ? (
        <FormProvider {...form}>
          <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
            {hasPassword ? (
              <Field
                label={t('password.current')}
                type="password"
                autoComplete="current-password"
                required
                {...form.register('current')}
              />
            ) : null}
            <NewPasswordFields />
            <div className="profile-form__actions">
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('common:save')}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('common:cancel')}
              </Button>
            </div>
          </form>
        </FormProvider>
      ) : null}
    </div>
  );
}
