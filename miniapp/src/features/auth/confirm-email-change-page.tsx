/** /confirm-email-change?token=: moves the account to the new address; the banner then asks to verify it. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { AuthFrame } from './auth-frame.js';
import { errorText } from './error-messages.js';
import { LinkResult, type LinkState, linkStateOf } from './link-result.js';

/** Spec §3: the session-storage flag that makes the verification banner say "New email needs verification". */
export const EMAIL_CHANGED_KEY = 'email_changed';

let spent: string | null = null;

export default function ConfirmEmailChangePage() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<LinkState>('working');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) return setState('invalid');
    if (spent === token) return;
    spent = token;
    api
      .request<{ tokens: AuthResponse; user: AuthResponse['user'] }>(
        `/api/auth/email/change/confirm?token=${encodeURIComponent(token)}`,
      )
      .then(async (answer) => {
        sessionStorage.setItem(EMAIL_CHANGED_KEY, 'true');
        await useSession.getState().signIn({ ...answer.tokens, user: answer.user });
        setState('done');
      })
      .catch((error: unknown) => {
        setMessage(errorText(t, error));
        setState(linkStateOf(error));
      });
  }, [t]);

  return (
    <AuthFrame title={t('change.title')}>
      <LinkResult state={state} texts="change" message={message} doneHref="/profile" />
    </AuthFrame>
  );
}
