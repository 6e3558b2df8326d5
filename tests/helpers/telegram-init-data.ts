/** Telegram Mini App initData signed as Telegram would, dated by the app's clock, and the sign-in that sends it. */
import { sign } from '@telegram-apps/init-data-node';
import { TEST_BOT_TOKEN, type TestApp } from './harness.js';

/** initData for `data`, signed with the test bot's token (or `token`), `ageSeconds` old by the app's clock. */
export function signInitData(
  t: TestApp,
  data: Parameters<typeof sign>[0],
  { ageSeconds = 0, token = TEST_BOT_TOKEN }: { ageSeconds?: number; token?: string } = {},
): string {
  return sign(data, token, new Date(t.deps.clock.now() - ageSeconds * 1000));
}

/** POST /api/auth/ with this initData. */
export const telegramSignIn = (t: TestApp, initData: string) => t.call('POST', '/api/auth/', { initData });
