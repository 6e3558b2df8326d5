/**
 * The opt-in daily card message. Every interval it looks for users with a Telegram chat and
 * notifications on who have not had today's message, and sends each one today's card in their
 * language, from the send hour (UTC) on. A daily_sends row is claimed before sending, so a restart,
 * a second process or an overlapping tick never sends twice (at most once: a failed send is not retried).
 * Telegram's 403 (the user blocked the bot, deleted the account, or never opened a chat with it) turns
 * the user's notifications off, so they are not tried every day; the next opt-in turns them back on.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { type Api, GrammyError } from 'grammy';
import { updateUser } from '../core/accounts/profile.js';
import { currentStreakFor } from '../core/insights/insights.js';
import { toLocale } from '../core/locales.js';
import { todaysCard } from '../core/readings/daily-card.js';
import type { Services } from '../core/services.js';
import { utcDay } from '../core/time.js';
import { dailySends, type UserRow, users } from '../db/schema.js';
import { dailyMessage } from './daily-message.js';
import { PRIVATE_CHAT } from './mini-app.js';

export interface DailySchedulerOptions {
  deps: Services;
  api: Api;
  webAppUrl?: string;
  /** How often to look for users still due today. */
  intervalMs?: number;
  /** The UTC hour from which the day's messages go out. */
  sendHourUtc?: number;
  /** At most this many users per tick; the next tick takes the rest. */
  batchSize?: number;
}

export interface DailyScheduler {
  start(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
  /** One pass; resolves with the number of messages sent. */
  tick(): Promise<number>;
}

export function createDailyScheduler(options: DailySchedulerOptions): DailyScheduler {
  const { deps, api, webAppUrl, intervalMs = 60_000, sendHourUtc = 8, batchSize = 100 } = options;
  const log = deps.log.child({ component: 'daily-scheduler' });
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;

  function dueUsers(day: string): UserRow[] {
    return deps.db
      .select({ user: users })
      .from(users)
      .leftJoin(dailySends, and(eq(dailySends.userId, users.id), eq(dailySends.day, day)))
      .where(
        and(isNotNull(users.telegramId), eq(users.notificationsEnabled, true), isNull(dailySends.userId)),
      )
      .limit(batchSize)
      .all()
      .map((row) => row.user);
  }

  const claim = (userId: number, day: string) =>
    !!deps.db.insert(dailySends).values({ userId, day }).onConflictDoNothing().returning().get();

  async function sendTo(user: UserRow): Promise<boolean> {
    const chatId = Number(user.telegramId);
    // Fails for users who blocked the bot or never opened a chat with it, before a card is drawn for them.
    await api.sendChatAction(chatId, 'typing');
    const daily = await todaysCard(deps, user);
    if (!daily) return false;
    const message = dailyMessage(daily, {
      locale: toLocale(user.locale),
      webAppUrl,
      heading: 'notification',
      chat: PRIVATE_CHAT,
      notificationsEnabled: true,
      streak: currentStreakFor(deps.db, user.id, deps.now()),
    });
    await api.sendMessage(chatId, message.text, message.other);
    return true;
  }

  async function pass(): Promise<number> {
    const now = deps.now();
    if (new Date(now).getUTCHours() < sendHourUtc) return 0;
    const day = utcDay(now);
    let sent = 0;
    for (const user of dueUsers(day)) {
      if (!claim(user.id, day)) continue;
      try {
        if (await sendTo(user)) sent += 1;
      } catch (error) {
        log.warn('daily card not delivered', { userId: user.id, error });
        if (error instanceof GrammyError && error.error_code === 403) {
          updateUser(deps.db, user.id, { notificationsEnabled: false });
          log.info('daily card turned off: Telegram refuses messages to this user', {
            userId: user.id,
            reason: error.description,
          });
        }
      }
    }
    if (sent > 0) log.info('daily cards sent', { day, sent });
    return sent;
  }

  const tick = () => {
    current ??= pass().finally(() => {
      current = undefined;
    });
    return current;
  };

  return {
    start() {
      if (timer) return;
      const run = () => void tick().catch((error: unknown) => log.error('daily tick failed', { error }));
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
    tick,
  };
}
