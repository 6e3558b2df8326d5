/** /verify-email?token=: confirms the address and signs in with the answer's tokens. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { AuthFrame } from './auth-frame.js';
import { errorText } from './error-messages.js';
import { LinkResult, type LinkState, linkStateOf } from './link-result.js';

interface VerifyAnswer {
  verified: boolean;
  tokens?: { access_token: string; refresh_token: string } | null;
  user?: AuthResponse['user'];
}

let spent: string | null = null;

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<LinkState>('working');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) return setState('invalid');
    if (spent === token) return;
    spent = token;
    api
      .request<VerifyAnswer>(`/api/auth/email/verify?token=${encodeURIComponent(token)}`)
      .then(async (answer) => {
        if (answer.tokens)
          await useSession.getState().signIn({ ...answer.tokens, user: answer.user ?? null });
        else if (answer.user) useSession.getState().setUser(answer.user);
        setState('done');
      })
      .catch((error: unknown) => {
        setMessage(errorText(t, error));
        setState(linkStateOf(error));
      });
  }, [t]);

  return (
    <AuthFrame title={t('verify.title')}>
      <LinkResult state={state} texts="verify" message={message} doneHref="/reading" />
    </AuthFrame>
  );
}
