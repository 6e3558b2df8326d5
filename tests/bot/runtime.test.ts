import { GrammyError } from 'grammy';
import { describe, expect, it, vi } from 'vitest';
import { chooseBotMode, createBotRuntime, WEBHOOK_PATH } from '../../bot/runtime.js';
import { createLogger } from '../../core/logger.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { makeDeps } from '../helpers/harness.js';
import { APP_URL, NO_THROTTLE, startFakeTelegram } from './helpers.js';

const PRODUCTION_HOOK = 'https://tarot.example.com/bot/webhook';

/** The runtime's log lines, parsed. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', {}, (line) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  return { log, lines, messages: () => lines.map((l) => String(l.msg)) };
}

describe('choosing the bot mode', () => {
  it('uses a webhook only for an https PUBLIC_URL, and says why', () => {
    expect(chooseBotMode('https://tarot.example')).toEqual({
      mode: 'webhook',
      reason: 'PUBLIC_URL is https',
    });
    expect(chooseBotMode('http://tarot.example')).toEqual({
      mode: 'polling',
      reason: expect.stringContaining('not https'),
    });
    expect(chooseBotMode(undefined)).toEqual({ mode: 'polling', reason: 'PUBLIC_URL is not set' });
  });

  it('refuses webhook mode for an address Telegram would never deliver to', async () => {
    const deps = makeDeps({ env: { PUBLIC_URL: 'http://tarot.example' } });
    expect(() => createBotRuntime(deps, 'webhook', { botInfo: FAKE_BOT })).toThrow('https');
  });
});

describe('long polling next to a webhook', () => {
  it('refuses to start while a webhook is set, naming it, and leaves the bot untouched', async () => {
    const telegram = await startFakeTelegram();
    telegram.on('getWebhookInfo', () => ({
      result: { url: PRODUCTION_HOOK, has_custom_certificate: false, pending_update_count: 3 },
    }));
    const { log, lines } = capturedLog();
    const deps = { ...makeDeps({ env: { TELEGRAM_API_ROOT: telegram.apiRoot } }), log };
    const runtime = createBotRuntime(deps, 'polling', { botInfo: FAKE_BOT, throttler: NO_THROTTLE });
    expect(await runtime.start()).toBe(false);
    await runtime.stop();
    expect(telegram.calls.map((c) => c.method)).toEqual(['getWebhookInfo']);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: expect.stringContaining('a webhook is set'),
        webhook: PRODUCTION_HOOK,
      }),
    );
  });

  it('reports polling that ends with an error, such as 409 from a second poller', async () => {
    const telegram = await startFakeTelegram();
    telegram.on('getUpdates', () => ({
      error: {
        code: 409,
        description:
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      },
    }));
    const { log, messages } = capturedLog();
    const deps = { ...makeDeps({ env: { TELEGRAM_API_ROOT: telegram.apiRoot } }), log };
    const errors: unknown[] = [];
    const runtime = createBotRuntime(deps, 'polling', {
      botInfo: FAKE_BOT,
      throttler: NO_THROTTLE,
      onPollingError: (error) => errors.push(error),
    });
    expect(await runtime.start()).toBe(true);
    await vi.waitFor(() => expect(errors).not.toEqual([]), { timeout: 20_000 });
    await runtime.stop();
    expect(errors).toEqual([expect.any(GrammyError)]);
    expect((errors[0] as GrammyError).error_code).toBe(409);
    expect(messages()).toContain('bot polling stopped');
    expect(runtime.bot.isRunning()).toBe(false);
  });
});

describe('setting the webhook', () => {
  const retry = { attempts: 4, firstDelayMs: 1, maxDelayMs: 4 };
  const unresolvable = {
    error: {
      code: 400,
      description: 'Bad Request: bad webhook: Failed to resolve host: Name or service not known',
    },
  };

  async function webhookRuntime(setWebhook: (n: number) => boolean, webhookRetry = retry) {
    const telegram = await startFakeTelegram();
    let n = 0;
    telegram.on('setWebhook', () => (setWebhook(++n) ? { result: true } : unresolvable));
    const { log, lines, messages } = capturedLog();
    const deps = {
      ...makeDeps({ env: { TELEGRAM_API_ROOT: telegram.apiRoot, PUBLIC_URL: APP_URL } }),
      log,
    };
    const runtime = createBotRuntime(deps, 'webhook', {
      botInfo: FAKE_BOT,
      throttler: NO_THROTTLE,
      webhookRetry,
    });
    return { telegram, runtime, lines, messages };
  }

  it('retries a refused setWebhook with a growing wait until Telegram takes it', async () => {
    const { telegram, runtime, lines, messages } = await webhookRuntime((n) => n >= 3);
    expect(await runtime.start()).toBe(true);
    await runtime.stop();
    expect(telegram.callsTo('setWebhook')).toHaveLength(3);
    expect(telegram.callsTo('setWebhook')[2]).toMatchObject({ url: `${APP_URL}${WEBHOOK_PATH}` });
    expect(lines.filter((l) => l.msg === 'bot webhook not set; retrying').map((l) => l.retryInMs)).toEqual([
      1, 2,
    ]);
    expect(messages()).toContain('bot webhook set');
    // Neither polling nor deleting the webhook in webhook mode.
    expect(telegram.callsTo('getUpdates')).toEqual([]);
    expect(telegram.callsTo('deleteWebhook')).toEqual([]);
  });

  it('gives up after a bounded number of attempts and says so', async () => {
    const { telegram, runtime, lines } = await webhookRuntime(() => false);
    expect(await runtime.start()).toBe(true);
    await runtime.stop();
    expect(telegram.callsTo('setWebhook')).toHaveLength(4);
    expect(lines.filter((l) => l.msg === 'bot webhook not set; retrying').map((l) => l.retryInMs)).toEqual([
      1, 2, 4,
    ]);
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      msg: 'bot webhook not set; giving up',
      attempts: 4,
    });
  });

  it('stops waiting to retry when the runtime stops', async () => {
    const slow = { attempts: 10, firstDelayMs: 60_000, maxDelayMs: 60_000 };
    const { telegram, runtime } = await webhookRuntime(() => false, slow);
    const started = runtime.start();
    await vi.waitFor(() => expect(telegram.callsTo('setWebhook')).toHaveLength(1), { timeout: 20_000 });
    await runtime.stop();
    await expect(started).resolves.toBe(true);
    expect(telegram.callsTo('setWebhook')).toHaveLength(1);
  });
});
