/** /verify-email?token=: confirms the address and signs in with the answer's tokens. */
import { call, rpc } from '../../lib/api.js';
import { useSession } from '../../lib/session-store.js';
import { LinkTokenPage } from './link-token-page.js';

async function verify(token: string) {
  const answer = await call(rpc.auth.email.verify.$get({ query: { token } }));
  if (answer.tokens) await useSession.getState().signIn({ ...answer.tokens, user: answer.user ?? null });
  else if (answer.user) useSession.getState().setUser(answer.user);
}

export default function VerifyEmailPage() {
  return <LinkTokenPage texts="verify" doneHref="/reading" spend={verify} />;
}
