/**
 * The e-mail as one settings row ("E-mail  ada@example.com ›"): a tap opens a sheet with its actions
 * (see whether it is verified, resend the link, add one or change it with the password). Inside Telegram
 * an e-mail is not needed: it is offered as the way to sign in on the web too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailSchema } from '../../../../core/inputs/email.js';
import { call, rpc } from '../../lib/api.js';
import { announceEmailChangeRequested } from '../../lib/email-change-requested.js';
import { errorMessage } from '../../lib/error-message.js';
import { currentLocale } from '../../lib/i18n.js';
import { useSession } from '../../lib/session-store.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Modal } from '../../ui/modal.js';
import { SettingsRow } from './settings-group.js';

const schema = z.object({ email: emailSchema, password: z.string() });

export function EmailPanel() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const [hasPassword, setHasPassword] = useState(false);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    void call(rpc.auth.password.status.$get()).then(
      (s) => setHasPassword(s.has_password),
      () => undefined,
    );
  }, []);

  if (!user) return null;
  const locale = currentLocale();
  const webOffer = inTelegram() && !user.email;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      if (user.email) {
        // Spec §5: the password goes along only when there is one to send.
        await call(
          rpc.auth.email.change.$post({
            json: { new_email: email, locale, ...(password ? { password } : {}) },
          }),
        );
        announceEmailChangeRequested();
      } else {
        await call(rpc.user.email.$post({ json: { email } }));
      }
      setSent(email);
      setOpen(false);
      reset();
      toast({ title: t('email.sent_title'), description: t('email.sent_body', { email }) });
    } catch (e) {
      setError('email', { type: 'server', message: errorMessage(e) });
    }
  });

  const resend = async () => {
    if (!user.email) return;
    // The sheet gives way, so the toast that answers shows above the page.
    setOpen(false);
    try {
      await call(rpc.auth.email.resend.$post({ json: { email: user.email, locale } }));
      toast({ title: t('email.sent_title'), description: t('email.sent_body', { email: user.email }) });
    } catch (e) {
      toast({
        title: t('email.resend_failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
        action: { label: t('common:retry'), run: () => void resend() },
      });
    }
  };

  const label = webOffer ? t('email.web_label') : t('email.label');
  const unverified = !!user.email && !user.is_email_verified;
  const sub = sent ? (
    <span className="settings-row__sub--muted">{t('email.pending', { email: sent })}</span>
  ) : unverified ? (
    t('email.unverified')
  ) : webOffer ? (
    <span className="settings-row__sub--muted">{t('email.web_none')}</span>
  ) : null;
  return (
    <>
      <SettingsRow
        label={label}
        sub={sub}
        value={user.email ?? t('email.add')}
        accent={!user.email}
        testId="email-row"
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        sheet
        title={user.email ? t('email.label') : t('email.add')}
        onClose={() => setOpen(false)}
      >
        {user.email ? (
          <div className="settings-group__list profile-sheet__list">
            <div className="settings-row">
              <span className="settings-row__label profile-sheet__address">{user.email}</span>
              <span
                className={`profile-badge ${user.is_email_verified ? 'profile-badge--ok' : 'profile-badge--warn'}`}
              >
                {user.is_email_verified ? t('email.verified') : t('email.unverified')}
              </span>
            </div>
            {unverified ? (
              <button
                type="button"
                className="settings-row profile-sheet__action"
                onClick={() => void resend()}
              >
                {t('email.resend')}
              </button>
            ) : null}
          </div>
        ) : webOffer ? (
          <p className="profile-sheet__hint">{t('email.web_none')}</p>
        ) : null}
        <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={user.email ? t('email.new') : t('email.label')}
            type="email"
            autoComplete="email"
            required
            error={
              errors.email?.type === 'server'
                ? errors.email.message
                : errors.email
                  ? t('common:fields.email_invalid')
                  : null
            }
            {...register('email')}
          />
          {user.email && hasPassword ? (
            <Field
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              required
              {...register('password')}
            />
          ) : null}
          <Button type="submit" block busy={isSubmitting}>
            {user.email ? t('email.send_change') : t('email.send_add')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
