/**
 * The password: set a first one, change it with the current one, or ask for a reset link. Inside
 * Telegram it is for signing in on the web with the e-mail, so it waits until there is an e-mail.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { currentLocale } from '../../lib/i18n.js';
import { useSession } from '../../lib/session-store.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';

const MIN = 8;

export function PasswordPanel() {
  const { t } = useTranslation('profile');
  const email = useSession((s) => s.user?.email ?? null);
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [editing, setEditing] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void call(rpc.auth.password.status.$get()).then(
      (s) => setHasPassword(s.has_password),
      () => setHasPassword(false),
    );
  }, []);

  const mismatch = repeat.length > 0 && repeat !== next;
  const tooShort = next.length > 0 && next.length < MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || tooShort) return;
    setBusy(true);
    setError(null);
    try {
      const tokens = await call(
        rpc.user.password.$post({
          json: {
            new_password: next,
            ...(hasPassword ? { current_password: current } : {}),
            device_info: 'miniapp',
          },
        }),
      );
      // Every other session ended; this one continues with the fresh tokens.
      api.saveTokens(tokens);
      setHasPassword(true);
      setEditing(false);
      setCurrent('');
      setNext('');
      setRepeat('');
      toast({ title: t('password.saved'), description: t('password.saved_body') });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

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
      <div className="profile-block__row">
        <div>
          <div className="profile-block__label">{t('password.label')}</div>
          <div className="profile-block__value">
            {hasPassword ? (
              '••••••••'
            ) : (
              <span className="muted">{telegram ? t('password.web_none') : t('password.none')}</span>
            )}
          </div>
        </div>
        <div className="profile-block__actions">
          {hasPassword && email ? (
            <Button variant="ghost" small onClick={() => void sendReset()}>
              {t('password.reset')}
            </Button>
          ) : null}
          {editing ? null : (
            <Button variant="secondary" small onClick={() => setEditing(true)}>
              {hasPassword ? t('password.change') : t('password.set')}
            </Button>
          )}
        </div>
      </div>
      {editing ? (
        <form className="profile-form" onSubmit={(e) => void submit(e)}>
          {hasPassword ? (
            <Field
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          ) : null}
          <Field
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN}
            maxLength={128}
            hint={t('password.rules')}
            error={tooShort ? t('password.too_short') : error}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <Field
            label={t('password.repeat')}
            type="password"
            autoComplete="new-password"
            required
            error={mismatch ? t('password.mismatch') : null}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <div className="profile-form__actions">
            <Button type="submit" busy={busy} disabled={mismatch || tooShort}>
              {t('common:save')}
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
