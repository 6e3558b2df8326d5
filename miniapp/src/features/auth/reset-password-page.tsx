/**
 * /reset-password: without a token, ask for a link (the same answer for every address); with
 * ?token=, choose a new password (twice) and then sign in with it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailSchema } from '../../../../core/inputs/email.js';
import { call, rpc } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import {
  NewPasswordFields,
  type NewPasswordValues,
  newPasswordShape,
  repeatMatches,
} from '../../shared/forms/new-password-fields.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Icon } from '../../ui/icon.js';
import { AuthFrame } from './auth-frame.js';
import { errorText } from './error-messages.js';
import { LinkResult, type LinkState, linkStateOf } from './link-result.js';

const requestSchema = z.object({ email: emailSchema });
const newPasswordSchema = z.object(newPasswordShape).check(repeatMatches);

export default function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  return token ? <NewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(requestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await call(rpc.auth.password['reset-request'].$post({ json: { email, locale: currentLocale() } }));
      setSent(email);
    } catch (e) {
      setError('root.server', { message: errorText(t, e) });
    }
  });

  return (
    <AuthFrame title={t('reset.title')}>
      {sent ? (
        <div role="status">
          <Icon icon={Mail} className="auth-frame__icon" />
          <p>{t('reset.sent', { email: sent })}</p>
          <div className="auth-frame__actions">
            <a className={buttonClass('secondary', { block: true })} href="/">
              {t('links.home')}
            </a>
          </div>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted">{t('reset.intro')}</p>
          {errors.root?.server ? (
            <div className="alert" role="alert">
              {errors.root.server.message}
            </div>
          ) : null}
          <Field
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email ? t('common:fields.email_invalid') : null}
            {...register('email')}
          />
          <Button type="submit" block busy={isSubmitting}>
            {t('reset.send')}
          </Button>
          <div className="auth-frame__actions">
            <a className={buttonClass('ghost', { block: true })} href="/">
              {t('reset.back')}
            </a>
          </div>
        </form>
      )}
    </AuthFrame>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<LinkState | 'form'>('form');
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await call(rpc.auth.password['reset-confirm'].$post({ json: { token, newPassword: password } }));
      setState('done');
    } catch (e) {
      const linkState = linkStateOf(e);
      if (linkState === 'error') form.setError('root.server', { message: errorText(t, e) });
      else setState(linkState);
    }
  });

  return (
    <AuthFrame title={t('reset.new_title')}>
      {state === 'form' ? (
        <FormProvider {...form}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            {errors.root?.server ? (
              <div className="alert" role="alert">
                {errors.root.server.message}
              </div>
            ) : null}
            <NewPasswordFields />
            <Button type="submit" block busy={isSubmitting}>
              {t('reset.save')}
            </Button>
          </form>
        </FormProvider>
      ) : (
        <LinkResult state={state} texts="reset" doneHref="/" retryHref="/reset-password" />
      )}
    </AuthFrame>
  );
}
