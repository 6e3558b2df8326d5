/** /verify-email?token=: confirms the address and signs in with the answer's tokens. */
import { api } from '../../lib/api.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { LinkTokenPage } from './link-token-page.js';

interface VerifyAnswer {
  verified: boolean;
  tokens?: { access_token: string; refresh_token: string } | null;
  user?: AuthResponse['user'];
}

async function verify(token: string) {
  const answer = await api.request<VerifyAnswer>(`/api/auth/email/verify?token=${encodeURIComponent(token)}`);
  if (answer.tokens) await useSession.getState().signIn({ ...answer.tokens, user: answer.user ?? null });
  else if (answer.user) useSession.getState().setUser(answer.user);
}

export default function VerifyEmailPage() {
  return <LinkTokenPage texts="verify" doneHref="/reading" spend={verify} />;
}
