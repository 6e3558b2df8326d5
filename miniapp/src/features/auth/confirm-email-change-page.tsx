/** /confirm-email-change?token=: moves the account to the new address; the banner then asks to verify it. */
import { call, rpc } from '../../lib/api.js';
import { useSession } from '../../lib/session-store.js';
import { LinkTokenPage } from './link-token-page.js';

/** Spec §3: the session-storage flag that makes the verification banner say "New email needs verification". */
export const EMAIL_CHANGED_KEY = 'email_changed';

async function confirm(token: string) {
  const answer = await call(rpc.auth.email.change.confirm.$get({ query: { token } }));
  sessionStorage.setItem(EMAIL_CHANGED_KEY, 'true');
  await useSession.getState().signIn({ ...answer.tokens, user: answer.user });
}

export default function ConfirmEmailChangePage() {
  return <LinkTokenPage texts="change" doneHref="/profile" spend={confirm} />;
}
