/**
 * Spec §4 "Session": restore and verify the stored session; inside Telegram, when nobody is signed in,
 * sign in once with the launch's initData (a failure is only logged). Inside Telegram the launch's user
 * decides: a stored session of another account (someone else used Telegram on this device) is ended
 * before it shows anything, and the launch's user is signed in instead.
 */
import { api } from '../lib/api.js';
import { type AuthResponse, useSession } from '../lib/session-store.js';
import { telegramLaunch } from '../lib/telegram.js';

let booted = false;

export async function bootSession() {
  if (booted) return;
  booted = true;
  const session = useSession.getState();
  const launch = telegramLaunch();
  const launchUser = launch?.initData ? launch.userId : null;
  await session.restore(launchUser === null ? undefined : (user) => user.telegram_id === launchUser);
  const initData = launch?.initData;
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
