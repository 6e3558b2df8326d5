/**
 * After Telegram says an invoice is paid, the bot credits the tokens when Telegram delivers
 * successful_payment, a moment later. The balance shown changes only by the server's word: read it
 * until it differs from before (at most ~10 s), then keep whatever the server says.
 */
import { call, rpc } from '../../lib/api.js';
import { useSession } from '../../lib/session-store.js';

const ATTEMPTS = 20;
const INTERVAL_MS = 500;

export async function refreshBalance(): Promise<number> {
  const { token_balance } = await call(rpc.user.tokens.$get({ query: {} }));
  const user = useSession.getState().user;
  if (user) useSession.getState().setUser({ ...user, token_balance });
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
