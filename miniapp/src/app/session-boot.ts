/**
 * Spec §4 "Session": restore and verify the stored session; inside Telegram, when nobody is signed in,
 * sign in once with the launch's initData (a failure is only logged).
 */
import { api } from '../lib/api.js';
import { type AuthResponse, useSession } from '../lib/session-store.js';
import { telegramLaunch } from '../lib/telegram.js';

let booted = false;

export async function bootSession() {
  if (booted) return;
  booted = true;
  const session = useSession.getState();
  await session.restore();
  const initData = telegramLaunch()?.initData;
  if (useSession.getState().status === 'authenticated' || !initData) return;
  try {
    const auth = await api.request<AuthResponse>('/api/auth/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ initData }),
    });
    await session.signIn(auth);
  } catch (error) {
    console.error('Telegram sign-in failed', error);
  }
}
