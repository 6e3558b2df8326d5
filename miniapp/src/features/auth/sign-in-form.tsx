/** E-mail sign-in and registration (POST /api/auth/ with action), inline checks, then the reading. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { errorText } from './error-messages.js';

type Mode = 'login' | 'register';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export function SignInForm() {
  const { t } = useTranslation(['landing', 'auth']);
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const emailError = touched && !EMAIL.test(email.trim()) ? t('form.email_invalid') : null;
  const passwordError =
    touched && mode === 'register' && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      ? t('form.password_rules')
      : touched && password.length === 0
        ? t('form.password_required')
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL.test(email.trim()) || passwordErrorFor(mode, password)) return;
    setBusy(true);
    setError(null);
    try {
      const auth = await api.request<AuthResponse>('/api/auth/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: mode,
          email: email.trim(),
          password,
          locale: currentLocale(),
          ...(mode === 'register' && name.trim() ? { display_name: name.trim() } : {}),
          device_info: 'web',
        }),
      });
      await useSession.getState().signIn(auth);
      navigate('/reading', { replace: true });
    } catch (e) {
      setError(errorText(t, e));
      setBusy(false);
    }
  };

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
              setError(null);
            }}
          >
            {t(`form.${m}_tab`)}
          </button>
        ))}
      </div>
      <h2 id="sign-in-title" className="visually-hidden">
        {t(`form.${mode}_tab`)}
      </h2>
      {error ? (
        <div className="alert" role="alert">
          {error}
        </div>
      ) : null}
      {mode === 'register' ? (
        <Field
          label={t('form.name')}
          hint={t('form.name_hint')}
          autoComplete="nickname"
          maxLength={64}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      ) : null}
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={emailError}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label={t('form.password')}
        type="password"
        autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
        required
        hint={mode === 'register' ? t('form.password_rules') : undefined}
        value={password}
        error={passwordError}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" block busy={busy}>
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

function passwordErrorFor(mode: Mode, password: string) {
  if (mode === 'register') return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;
  return password.length === 0;
}
