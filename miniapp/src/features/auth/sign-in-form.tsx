/** E-mail sign-in and registration (POST /api/auth/ with action), checked with the API's own rules, then the reading. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import * as z from 'zod/mini';
import { optionalDisplayNameSchema } from '../../../../core/inputs/display-name.js';
import { emailSchema } from '../../../../core/inputs/email.js';
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '../../../../core/inputs/password.js';
import { api } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { nameErrorText } from '../../shared/forms/name-error.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { errorText } from './error-messages.js';

type Mode = 'login' | 'register';

const schemas = {
  login: z.object({ email: emailSchema, password: z.string().check(z.minLength(1)), name: z.string() }),
  register: z.object({ email: emailSchema, password: newPasswordSchema, name: optionalDisplayNameSchema }),
};
type Values = z.infer<(typeof schemas)['login']>;

export function SignInForm() {
  const { t } = useTranslation(['landing', 'auth']);
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('login');
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<Values>({
    resolver: zodResolver(schemas[mode]),
    defaultValues: { email: '', password: '', name: '' },
  });
  const { errors, isSubmitting } = formState;
  const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

  const submit = handleSubmit(async ({ email, password, name }) => {
    try {
      const auth = await api.request<AuthResponse>('/api/auth/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: mode,
          email,
          password,
          locale: currentLocale(),
          ...(mode === 'register' && name ? { display_name: name } : {}),
          device_info: 'web',
        }),
      });
      await useSession.getState().signIn(auth);
      navigate('/reading', { replace: true });
    } catch (e) {
      setError('root.server', { message: errorText(t, e) });
    }
  });

  return (
    <form className="sign-in" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sign-in-title">
      <div className="sign-in__tabs" role="tablist" aria-label={t('form.mode')}>
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`sign-in__tab${mode === m ? ' is-active' : ''}`}
            onClick={() => {
              setMode(m);
              clearErrors();
            }}
          >
            {t(`form.${m}_tab`)}
          </button>
        ))}
      </div>
      <h2 id="sign-in-title" className="visually-hidden">
        {t(`form.${mode}_tab`)}
      </h2>
      {errors.root?.server ? (
        <div className="alert" role="alert">
          {errors.root.server.message}
        </div>
      ) : null}
      {mode === 'register' ? (
        <Field
          label={t('form.name')}
          hint={t('form.name_hint')}
          autoComplete="nickname"
          error={nameErrorText(t, errors.name)}
          {...register('name')}
        />
      ) : null}
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email ? t('common:fields.email_invalid') : null}
        {...register('email')}
      />
      <Field
        label={t('form.password')}
        type="password"
        autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
        required
        hint={mode === 'register' ? t('form.password_rules', limits) : undefined}
        error={
          errors.password
            ? mode === 'register'
              ? t('form.password_rules', limits)
              : t('form.password_required')
            : null
        }
        {...register('password')}
      />
      <Button type="submit" block busy={isSubmitting}>
        {t(`form.${mode}_submit`)}
      </Button>
      {mode === 'login' ? (
        <a className="sign-in__forgot" href="/reset-password">
          {t('form.forgot')}
        </a>
      ) : null}
    </form>
  );
}
