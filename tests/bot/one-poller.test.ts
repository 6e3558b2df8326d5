/**
 * Two processes on one database with the same bot token (ADR 0052): only the holder of the bot's lease
 * polls Telegram and sends the daily cards; when it stops, the other takes over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BotRuntime, createBotRuntime } from '../../bot/runtime.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { makeDeps, testClock } from '../helpers/harness.js';
import { NO_THROTTLE, startFakeTelegram, textUpdate, tgUser } from './helpers.js';

const runtimes: BotRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.stop()));
});

describe('the bot on two processes', () => {
  it('polls in one process only, and in the other once the first stops', async () => {
    const telegram = await startFakeTelegram();
    const clock = testClock();
    const env = { TELEGRAM_API_ROOT: telegram.apiRoot, CLAIM_MS: '600' };
    const first = makeDeps({ env, clock });
    const second = makeDeps({ env, clock, databasePath: first.databasePath });
    const [a, b] = [first, second].map((deps) => {
      const runtime = createBotRuntime(deps, 'polling', { botInfo: FAKE_BOT, throttler: NO_THROTTLE });
      runtimes.push(runtime);
      return runtime;
    }) as [BotRuntime, BotRuntime];

    expect(await a.start()).toBe(true);
    expect(await b.start()).toBe(true);
    await vi.waitFor(() => expect(a.bot.isRunning()).toBe(true), { timeout: 20_000 });
    // The first takes an update, answers it and polls on; the second, trying for the lease every 200 ms,
    // is refused meanwhile.
    telegram.pushUpdates(textUpdate(tgUser(701), '/terms'));
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage')).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(() => expect(telegram.callsTo('getUpdates').length).toBeGreaterThan(1), {
      timeout: 20_000,
    });
    expect(b.bot.isRunning()).toBe(false);

    await a.stop();
    await vi.waitFor(() => expect(b.bot.isRunning()).toBe(true), { timeout: 20_000 });
    expect(a.bot.isRunning()).toBe(false);
  });
});
