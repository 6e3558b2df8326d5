/**
 * The answer to a question typed in the chat: one button per spread with its price (the free daily card
 * while today's is unused), and "Open in the app" last. A button's data is `r:<question id>:<spread>`.
 */
import { InlineKeyboard } from 'grammy';
import { findDailyDraw } from '../../core/readings/daily-card.js';
import { SPREADS, spreadText } from '../../core/tarot/spreads.js';
import { utcDay } from '../../core/time.js';
import type { Db } from '../../db/client.js';
import type { BotContext } from '../context.js';
import { isWebAppUrl, miniAppUrl } from '../mini-app.js';

export const SPREAD_BUTTON = /^r:([A-Za-z0-9_-]{1,24}):([a-z-]{1,32})$/;

export function spreadKeyboard(
  ctx: BotContext,
  db: Db,
  userId: number,
  questionId: string,
  now: number,
  webAppUrl: string | undefined,
): InlineKeyboard {
  const dailyFree = !findDailyDraw(db, userId, utcDay(now));
  const keyboard = new InlineKeyboard();
  for (const spread of SPREADS) {
    const name = spreadText(ctx.locale, spread.id).name;
    const label =
      spread.freeDaily && dailyFree
        ? ctx.t('chat.option_free', { name })
        : ctx.t('chat.option', { name, count: spread.cost });
    keyboard.text(label, `r:${questionId}:${spread.id}`).row();
  }
  if (isWebAppUrl(webAppUrl)) keyboard.webApp(ctx.t('buttons.open_in_app'), miniAppUrl(webAppUrl));
  return keyboard;
}
