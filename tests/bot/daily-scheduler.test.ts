import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { describe, expect, it, vi } from 'vitest';
import { upsertTelegramAccount } from '../../bot/account.js';
import { createDailyScheduler } from '../../bot/daily-scheduler.js';
import { translate } from '../../core/i18n.js';
import type { Services } from '../../core/services.js';
import { dailySends, readings, users } from '../../db/schema.js';
import type { FakeTelegram } from '../fakes/telegram-server.js';
import { makeDeps, TEST_BOT_TOKEN, testClock } from '../helpers/harness.js';
import { APP_URL, startFakeTelegram, tgUser } from './helpers.js';

const NINE_UTC = Date.parse('2026-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function schedulerFor(deps: Services, telegram: FakeTelegram) {
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: telegram.apiRoot });
  return createDailyScheduler({ deps, api, webAppUrl: APP_URL, sendHourUtc: 8 });
}

const optIn = (deps: Services, userId: number, enabled = true) =>
  deps.db.update(users).set({ notificationsEnabled: enabled }).where(eq(users.id, userId)).run();

/**
 * Telegram users: Anna (ru) opted in, Ben opted in and out again, Carl never opted in (the default);
 * and an e-mail-only account that opted in.
 */
function population(deps: Services) {
  const anna = upsertTelegramAccount(deps, tgUser(801, { language_code: 'ru' }));
  const ben = upsertTelegramAccount(deps, tgUser(802));
  const carl = upsertTelegramAccount(deps, tgUser(804));
  optIn(deps, anna.id);
  optIn(deps, ben.id);
  optIn(deps, ben.id, false);
  deps.db.insert(users).values({ email: 'mail-only@example.com', notificationsEnabled: true }).run();
  return { anna, ben, carl };
}

const cardsTo = (telegram: FakeTelegram, chatId: number) =>
  telegram.callsTo('sendMessage').filter((p) => p.chat_id === chatId);

describe('the daily card message', () => {
  it('goes once a day to each Telegram user who opted in, in their language, and to nobody else', async () => {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ clock: testClock(NINE_UTC) });
    const { anna } = population(deps);
    const scheduler = schedulerFor(deps, telegram);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    const sent = cardsTo(telegram, 801);
    expect(sent).toHaveLength(1);
    expect(String(sent[0]?.text)).toContain(translate('ru', 'bot', 'daily.notification'));
    expect(cardsTo(telegram, 802)).toEqual([]);
    expect(cardsTo(telegram, 804)).toEqual([]);
    expect(telegram.callsTo('sendMessage')).toHaveLength(1);
    const [reading] = deps.db.select().from(readings).where(eq(readings.userId, anna.id)).all();
    expect(reading).toMatchObject({ spreadId: 'daily', cost: 0, locale: 'ru' });
    expect(sent[0]?.reply_markup).toEqual({
      inline_keyboard: [
        [
          {
            text: translate('ru', 'bot', 'buttons.read_more'),
            web_app: { url: `${APP_URL}/?tgWebAppStartParam=reading_${reading?.id}` },
          },
        ],
        [{ text: translate('ru', 'bot', 'buttons.notify_off'), callback_data: 'notify:off' }],
      ],
    });
  });

  it('does not send twice after a restart on the same database', async () => {
    const telegram = await startFakeTelegram();
    const first = makeDeps({ clock: testClock(NINE_UTC) });
    population(first);
    expect(await schedulerFor(first, telegram).tick()).toBe(1);
    const restarted = makeDeps({ clock: testClock(NINE_UTC + 60_000), databasePath: first.databasePath });
    expect(await schedulerFor(restarted, telegram).tick()).toBe(0);
    expect(cardsTo(telegram, 801)).toHaveLength(1);
  });

  it('sends once when two schedulers tick at the same moment', async () => {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ clock: testClock(NINE_UTC) });
    population(deps);
    const other = makeDeps({ clock: testClock(NINE_UTC), databasePath: deps.databasePath });
    const counts = await Promise.all([
      schedulerFor(deps, telegram).tick(),
      schedulerFor(other, telegram).tick(),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(cardsTo(telegram, 801)).toHaveLength(1);
  });

  it('sends the next card the next day, and nothing before the send hour', async () => {
    const telegram = await startFakeTelegram();
    const clock = testClock(NINE_UTC - 2 * 60 * 60 * 1000);
    const deps = makeDeps({ clock });
    population(deps);
    const scheduler = schedulerFor(deps, telegram);
    expect(await scheduler.tick()).toBe(0);
    clock.set(NINE_UTC);
    expect(await scheduler.tick()).toBe(1);
    clock.set(NINE_UTC + DAY);
    expect(await scheduler.tick()).toBe(1);
    expect(
      deps.db
        .select()
        .from(dailySends)
        .all()
        .map((r) => r.day),
    ).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('shows the days in a row with the cards from the second day, and starts again after a missed day', async () => {
    const telegram = await startFakeTelegram();
    const clock = testClock(NINE_UTC);
    const deps = makeDeps({ clock });
    const { anna } = population(deps);
    const scheduler = schedulerFor(deps, telegram);
    const streak = (count: number) => translate('ru', 'bot', 'daily.streak', { count });
    for (const day of [0, 1, 2, 4]) {
      clock.set(NINE_UTC + day * DAY);
      expect(await scheduler.tick()).toBe(1);
    }
    const texts = cardsTo(telegram, 801).map((m) => String(m.text));
    expect(texts[0]).not.toContain('🔥');
    expect(texts[1]).toContain(streak(2));
    expect(texts[2]).toContain(streak(3));
    expect(streak(3)).toBe('🔥 3 дня подряд с картами');
    expect(texts[3]).not.toContain('🔥');
    expect(deps.db.select().from(readings).where(eq(readings.userId, anna.id)).all()).toHaveLength(4);
  });

  it('shows the card the user already drew that day instead of drawing another', async () => {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ clock: testClock(NINE_UTC) });
    const { anna } = population(deps);
    await schedulerFor(deps, telegram).tick();
    deps.db.delete(dailySends).run();
    await schedulerFor(deps, telegram).tick();
    expect(deps.db.select().from(readings).where(eq(readings.userId, anna.id)).all()).toHaveLength(1);
    const [first, second] = cardsTo(telegram, 801);
    expect(second?.text).toBe(first?.text);
  });

  it('skips a user who blocked the bot without drawing a card, and still serves the others', async () => {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ clock: testClock(NINE_UTC) });
    population(deps);
    optIn(deps, upsertTelegramAccount(deps, tgUser(803)).id);
    telegram.on('sendChatAction', (p) =>
      p.chat_id === 801
        ? { error: { code: 403, description: 'Forbidden: bot was blocked by the user' } }
        : { result: true },
    );
    expect(await schedulerFor(deps, telegram).tick()).toBe(1);
    expect(cardsTo(telegram, 803)).toHaveLength(1);
    expect(cardsTo(telegram, 801)).toEqual([]);
    expect(deps.db.select().from(readings).all()).toHaveLength(1);
  });

  it('turns notifications off for a user Telegram refuses (403), and does not try them again', async () => {
    const telegram = await startFakeTelegram();
    const clock = testClock(NINE_UTC);
    const deps = makeDeps({ clock });
    const { anna } = population(deps);
    const dora = upsertTelegramAccount(deps, tgUser(805));
    optIn(deps, dora.id);
    telegram.on('sendMessage', (p) =>
      p.chat_id === 801
        ? { error: { code: 403, description: 'Forbidden: bot was blocked by the user' } }
        : { error: { code: 400, description: 'Bad Request: chat not found' } },
    );
    const scheduler = schedulerFor(deps, telegram);
    expect(await scheduler.tick()).toBe(0);
    const enabled = (id: number) =>
      deps.db.select().from(users).where(eq(users.id, id)).get()?.notificationsEnabled;
    expect(enabled(anna.id)).toBe(false);
    // Any other failure is not a refusal: Dora stays opted in and is tried again the next day.
    expect(enabled(dora.id)).toBe(true);
    clock.set(NINE_UTC + DAY);
    await scheduler.tick();
    expect(telegram.callsTo('sendChatAction').map((p) => p.chat_id)).toEqual([801, 805, 805]);
  });

  it('ticks on its own once started, until stopped', async () => {
    const telegram = await startFakeTelegram();
    const clock = testClock(NINE_UTC);
    const deps = makeDeps({ clock });
    const { anna } = population(deps);
    const claimedFor = (day: string) =>
      deps.db
        .select()
        .from(dailySends)
        .where(eq(dailySends.day, day))
        .all()
        .map((row) => row.userId);
    // Only the scheduler's interval is faked: the test moves it, while requests run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const scheduler = createDailyScheduler({
        deps,
        api: new Api(TEST_BOT_TOKEN, { apiRoot: telegram.apiRoot }),
        intervalMs: 60_000,
      });
      scheduler.start();
      await vi.waitFor(() => expect(cardsTo(telegram, 801)).toHaveLength(1), { timeout: 20_000 });
      clock.set(NINE_UTC + DAY);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(cardsTo(telegram, 801)).toHaveLength(2), { timeout: 20_000 });
      await scheduler.stop();
      // A tick claims its users before it sends, synchronously; after stop() no tick starts at all.
      clock.set(NINE_UTC + 2 * DAY);
      vi.advanceTimersByTime(10 * 60_000);
      expect(claimedFor('2026-03-03')).toEqual([]);
      expect(claimedFor('2026-03-02')).toEqual([anna.id]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(cardsTo(telegram, 801)).toHaveLength(2);
  });
});
