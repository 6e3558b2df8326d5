/**
 * The password as one settings row ("Password  •••••••• ›"); a tap opens a sheet to set a first one,
 * change it with the current one, or ask for a reset link. Inside
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
import { Modal } from '../../ui/modal.js';
import { SettingsRow } from './settings-group.js';

const schema = z.object({ current: z.string(), ...newPasswordShape }).check(repeatMatches);
const empty = { current: '', password: '', repeat: '' };

export function PasswordPanel() {
  const { t } = useTranslation('profile');
  const email = useSession((s) => s.user?.email ?? null);
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
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
      setOpen(false);
      form.reset(empty);
      toast({ title: t('password.saved'), description: t('password.saved_body') });
    } catch (e) {
      form.setError('password', { type: 'server', message: errorMessage(e) });
    }
  });

  const sendReset = async () => {
    if (!email) return;
    // The sheet gives way, so the toast that answers shows above the page.
    setOpen(false);
    try {
      await call(rpc.auth.password['reset-request'].$post({ json: { email, locale: currentLocale() } }));
      toast({ title: t('password.reset_sent'), description: t('email.sent_body', { email }) });
    } catch (e) {
      toast({
        title: t('password.reset_failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
        action: { label: t('common:retry'), run: () => void sendReset() },
      });
    }
  };

  const telegram = inTelegram();
  if (hasPassword === null || (telegram && !email)) return null;
  return (
    <>
      <SettingsRow
        label={t('password.label')}
        value={hasPassword ? '••••••••' : t('password.set')}
        accent={!hasPassword}
        sub={
          hasPassword ? null : (
            <span className="settings-row__sub--muted">
              {telegram ? t('password.web_none') : t('password.none')}
            </span>
          )
        }
        testId="password-row"
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        sheet
        title={hasPassword ? t('password.label') : t('password.set')}
        onClose={() => setOpen(false)}
      >
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
            <Button type="submit" block busy={form.formState.isSubmitting}>
              {t('common:save')}
            </Button>
          </form>
        </FormProvider>
        {hasPassword && email ? (
          <div className="profile-sheet__more">
            <p className="profile-sheet__hint">{t('password.forgot')}</p>
            <Button variant="ghost" block onClick={() => void sendReset()}>
              {t('password.reset')}
            </Button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
