/**
 * The one place a balance change lands: a reading or a follow-up spent tokens, a purchase or a refund
 * added them. The session's user (what the reading page, the purchase sheet and the profile show)
 * takes the new balance, and every cached answer under the balance key (spreads, ledgers) is read
 * again, so each screen that shows the balance moves together without a reload.
 *
 * After Telegram says an invoice is paid, the bot credits the tokens when Telegram delivers
 * successful_payment, a moment later. The balance shown changes only by the server's word: read it
 * until it differs from before (at most ~10 s), then keep whatever the server says.
 */
import { call, rpc } from '../../lib/api.js';
import { balanceKey, queryClient } from '../../lib/query-client.js';
import { useSession } from '../../lib/session-store.js';

const ATTEMPTS = 20;
const INTERVAL_MS = 500;

export function balanceChanged(tokenBalance: number) {
  const user = useSession.getState().user;
  if (user && user.token_balance !== tokenBalance)
    useSession.getState().setUser({ ...user, token_balance: tokenBalance });
  void queryClient.invalidateQueries({ queryKey: balanceKey });
}

export async function refreshBalance(): Promise<number> {
  const { token_balance } = await call(rpc.user.tokens.$get({ query: {} }));
  balanceChanged(token_balance);
  return token_balance;
}

export async function waitForBalanceChange(before: number): Promise<number> {
  let balance = before;
  for (let i = 0; i < ATTEMPTS && balance === before; i++) {
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
    balance = await refreshBalance();
  }
  return balance;
}
