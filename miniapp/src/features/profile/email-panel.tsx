/**
 * The e-mail: add one, see whether it is verified, resend the link, or change it (with the password).
 * Inside Telegram an e-mail is not needed: it is offered as the way to sign in on the web too.
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

const schema = z.object({ email: emailSchema, password: z.string() });

export function EmailPanel() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const [hasPassword, setHasPassword] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, resetField } = useForm({
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
      setEditing(false);
      resetField('password');
      toast({ title: t('email.sent_title'), description: t('email.sent_body', { email }) });
    } catch (e) {
      setError('email', { type: 'server', message: errorMessage(e) });
    }
  });

  const resend = async () => {
    if (!user.email) return;
    try {
      await call(rpc.auth.email.resend.$post({ json: { email: user.email, locale } }));
      toast({ title: t('email.sent_title'), description: t('email.sent_body', { email: user.email }) });
    } catch (e) {
      toast({
        title: t('email.resend_failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="profile-block">
      <div className="profile-block__line">
        <span className="profile-block__label">{webOffer ? t('email.web_label') : t('email.label')}</span>
        <span className="profile-block__value">
          {user.email ?? (webOffer ? null : <span className="muted">{t('email.none')}</span>)}
        </span>
      </div>
      {webOffer ? <p className="profile-block__hint">{t('email.web_none')}</p> : null}
      {sent ? <p className="profile-block__hint">{t('email.pending', { email: sent })}</p> : null}
      <div className="profile-block__actions">
        {user.email ? (
          <span
            className={`profile-badge ${user.is_email_verified ? 'profile-badge--ok' : 'profile-badge--warn'}`}
          >
            {user.is_email_verified ? t('email.verified') : t('email.unverified')}
          </span>
        ) : null}
        {user.email && !user.is_email_verified ? (
          <Button variant="ghost" small onClick={() => void resend()}>
            {t('email.resend')}
          </Button>
        ) : null}
        {editing ? null : (
          <Button variant="ghost" small onClick={() => setEditing(true)}>
            {user.email ? t('email.change') : t('email.add')}
          </Button>
        )}
      </div>
      {editing ? (
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
          <div className="profile-form__actions">
            <Button type="submit" busy={isSubmitting}>
              {user.email ? t('email.send_change') : t('email.send_add')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
