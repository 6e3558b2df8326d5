/**
 * /reset-password: without a token, ask for a link (the same answer for every address); with
 * ?token=, choose a new password (twice) and then sign in with it.
 */
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Icon } from '../../ui/icon.js';
import { AuthFrame } from './auth-frame.js';
import { errorText } from './error-messages.js';
import { LinkResult, type LinkState, linkStateOf } from './link-result.js';

const post = (path: string, body: unknown) =>
  api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export default function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  return token ? <NewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await post('/api/auth/password/reset-request', { email: email.trim(), locale: currentLocale() });
      setSent(true);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('reset.title')}>
      {sent ? (
        <div role="status">
          <Icon icon={Mail} className="auth-frame__icon" />
          <p>{t('reset.sent', { email: email.trim() })}</p>
          <div className="auth-frame__actions">
            <a className={buttonClass('secondary', { block: true })} href="/">
              {t('links.home')}
            </a>
          </div>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p className="muted">{t('reset.intro')}</p>
          {error ? (
            <div className="alert" role="alert">
              {error}
            </div>
          ) : null}
          <Field
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" block busy={busy}>
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
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<LinkState | 'form'>('form');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooShort = password.length > 0 && password.length < 8;
  const mismatch = repeat.length > 0 && repeat !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || mismatch || !password) return;
    setBusy(true);
    setError(null);
    try {
      await post('/api/auth/password/reset-confirm', { token, newPassword: password });
      setState('done');
    } catch (e) {
      const linkState = linkStateOf(e);
      if (linkState === 'error') setError(errorText(t, e));
      else setState(linkState);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('reset.new_title')}>
      {state === 'form' ? (
        <form onSubmit={(e) => void submit(e)}>
          {error ? (
            <div className="alert" role="alert">
              {error}
            </div>
          ) : null}
          <Field
            label={t('reset.new_password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('reset.rules')}
            error={tooShort ? t('reset.too_short') : null}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field
            label={t('reset.repeat')}
            type="password"
            autoComplete="new-password"
            required
            error={mismatch ? t('reset.mismatch') : null}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <Button type="submit" block busy={busy} disabled={tooShort || mismatch}>
            {t('reset.save')}
          </Button>
        </form>
      ) : (
        <LinkResult state={state} texts="reset" doneHref="/" retryHref="/reset-password" />
      )}
    </AuthFrame>
  );
}
