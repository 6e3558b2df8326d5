/**
 * Readings in the chat (issue 25, ADR 0045). A private text that is not a command is a question: the
 * safety layer reads it first (a crisis gets the support answer, never cards), then the bot answers with
 * the spreads and their prices. A tap draws and charges through core/readings like the app does, and the
 * reading is written into the chat in the background (chat/send-reading.ts). A reply to a reading's
 * message asks a follow-up about it. One reading written per person at a time; an update or callback
 * query Telegram delivers twice is taken once (core/chat/handled-updates.ts).
 */
import { Composer, InlineKeyboard } from 'grammy';
import { FOLLOWUP_COST } from '../../core/catalog.js';
import { readingOfMessage, rememberMessages } from '../../core/chat/chat-messages.js';
import {
  claimQuestion,
  releaseQuestion,
  saveQuestion,
  settleQuestion,
} from '../../core/chat/chat-questions.js';
import { firstDelivery } from '../../core/chat/handled-updates.js';
import { AppError } from '../../core/errors.js';
import { createFollowup } from '../../core/followups/create-followup.js';
import { QUESTION_MAX_LENGTH } from '../../core/inputs/question.js';
import { balanceOf } from '../../core/ledger.js';
import { createReading } from '../../core/readings/create-reading.js';
import { ownReading, setSaved } from '../../core/readings/queries.js';
import { classifyQuestion, isReframe, isSupport } from '../../core/safety/classify.js';
import { supportAnswer, supportText } from '../../core/safety/support-answer.js';
import { LIMITS, record } from '../../core/security/rate-limit.js';
import type { Services } from '../../core/services.js';
import { findSpread } from '../../core/tarot/spreads.js';
import type { Background } from '../background.js';
import { createChatBusy } from '../chat/busy.js';
import { sendFollowup } from '../chat/send-followup.js';
import { type ChatTarget, sendReading } from '../chat/send-reading.js';
import { SPREAD_BUTTON, spreadKeyboard } from '../chat/spread-keyboard.js';
import type { BotContext } from '../context.js';
import { BUY_BUTTON } from './buy.js';

const SAVE_BUTTON = /^s:([0-9a-f-]{36})$/;
const FOLLOWUP_BUTTON = /^f:([0-9a-f-]{36})$/;

const updateKey = (ctx: BotContext) => `update:${ctx.update.update_id}`;

export function chatReadingsFeature(deps: Services, webAppUrl: string | undefined, background: Background) {
  const feature = new Composer<BotContext>();
  const chat = feature.chatType('private');
  const busy = createChatBusy(deps.claims);

  const ownReadingOrNull = (userId: number, readingId: string) => {
    try {
      return ownReading(deps.db, userId, readingId);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  const target = (ctx: BotContext, chatId: number): ChatTarget => ({
    api: ctx.api,
    chatId,
    locale: ctx.locale,
    webAppUrl,
  });

  /** Money answers in the chat: too few tokens comes with the Buy button; other refusals as text. */
  async function refused(ctx: BotContext, error: unknown, cost: number) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'insufficient_tokens') {
      const balance = ctx.account ? balanceOf(deps.db, ctx.account.id) : 0;
      await ctx.reply(ctx.t('chat.short', { cost, balance }), {
        reply_markup: new InlineKeyboard().text(ctx.t('buttons.open_shop'), BUY_BUTTON),
      });
      return;
    }
    const key =
      error.code === 'followup_limit'
        ? 'chat.followup_limit'
        : error.code === 'reading_not_complete'
          ? 'chat.followup_not_ready'
          : 'chat.gone';
    await ctx.reply(ctx.t(key));
  }

  /** Writes in the background, holding the person's one slot until the last message is out. */
  function write(ctx: BotContext, userId: number, name: string, task: () => Promise<void>) {
    const chatId = ctx.chat?.id;
    background.run(name, () =>
      busy.hold(userId, async () => {
        try {
          await task();
        } catch (error) {
          if (chatId !== undefined) await ctx.api.sendMessage(chatId, ctx.t('error')).catch(() => undefined);
          throw error;
        }
      }),
    );
  }

  async function askFollowup(ctx: BotContext, chatId: number, readingId: string, question: string) {
    const user = ctx.account;
    if (!user) return;
    // The safety layer's answer never waits for a reading being written: it needs no slot.
    const safety = classifyQuestion(question, ctx.locale);
    const holdsSlot = !isSupport(safety.category) && !isReframe(safety.category);
    if (holdsSlot && !busy.begin(user.id)) {
      await ctx.reply(ctx.t('chat.one_moment'));
      return;
    }
    let followup: ReturnType<typeof createFollowup>['followup'];
    try {
      followup = createFollowup(deps, user, readingId, question).followup;
    } catch (error) {
      if (holdsSlot) busy.end(user.id);
      await refused(ctx, error, FOLLOWUP_COST);
      return;
    }
    if (!holdsSlot) {
      await sendFollowup(deps, target(ctx, chatId), followup);
      return;
    }
    write(ctx, user.id, 'chat followup', () => sendFollowup(deps, target(ctx, chatId), followup));
  }

  chat.on('message:text', async (ctx, next) => {
    const text = ctx.message.text.trim();
    const user = ctx.account;
    if (text.startsWith('/') || !user) return next();
    if (!firstDelivery(deps.db, [updateKey(ctx)], deps.now())) return;
    const repliedTo = ctx.message.reply_to_message;
    const readingId = repliedTo ? readingOfMessage(deps.db, ctx.chat.id, repliedTo.message_id) : null;
    if (readingId) {
      await askFollowup(ctx, ctx.chat.id, readingId, text);
      return;
    }
    // Safety first (DESIGN §6b): care and helplines, or a light answer, and never a keyboard of spreads.
    const safety = classifyQuestion(text, ctx.locale);
    if (isSupport(safety.category) || isReframe(safety.category)) {
      await ctx.reply(supportText(supportAnswer(ctx.locale, safety.category, safety.language)), {
        link_preview_options: { is_disabled: true },
      });
      return;
    }
    if (busy.has(user.id)) {
      await ctx.reply(ctx.t('chat.one_moment'));
      return;
    }
    if (text.length > QUESTION_MAX_LENGTH) {
      await ctx.reply(ctx.t('chat.too_long', { max: QUESTION_MAX_LENGTH }));
      return;
    }
    const now = deps.now();
    const window = record(deps.db, LIMITS.chatQuestionByUser, String(user.id), now);
    if (window.count > LIMITS.chatQuestionByUser.max) {
      await ctx.reply(
        ctx.t('chat.too_many', { minutes: Math.max(1, Math.ceil((window.resetAt - now) / 60_000)) }),
      );
      return;
    }
    const questionId = saveQuestion(deps.db, user.id, text, now);
    await ctx.reply(ctx.t('chat.choose', { balance: balanceOf(deps.db, user.id) }), {
      reply_markup: spreadKeyboard(ctx, deps.db, user.id, questionId, now, webAppUrl),
    });
  });

  chat.callbackQuery(SPREAD_BUTTON, async (ctx) => {
    const user = ctx.account;
    const [, questionId = '', spreadId = ''] = ctx.match;
    const spread = findSpread(spreadId);
    const keys = [updateKey(ctx), `callback:${ctx.callbackQuery.id}`];
    if (!user || !spread || !firstDelivery(deps.db, keys, deps.now())) {
      await ctx.answerCallbackQuery();
      return;
    }
    if (!busy.begin(user.id)) {
      await ctx.answerCallbackQuery({ text: ctx.t('chat.one_moment') });
      return;
    }
    const claim = claimQuestion(deps.db, user.id, questionId, deps.now());
    if (claim.kind !== 'claimed') {
      busy.end(user.id);
      await ctx.answerCallbackQuery({ text: ctx.t(claim.kind === 'taken' ? 'chat.already' : 'chat.gone') });
      return;
    }
    let reading: ReturnType<typeof createReading>['reading'];
    try {
      reading = createReading(deps, user, { spreadId, question: claim.question, locale: ctx.locale }).reading;
    } catch (error) {
      releaseQuestion(deps.db, questionId);
      busy.end(user.id);
      await ctx.answerCallbackQuery();
      await refused(ctx, error, spread.cost);
      return;
    }
    settleQuestion(deps.db, questionId, reading.id);
    await ctx.answerCallbackQuery();
    // The question is read: its keyboard goes, so nobody taps a spread under it expecting another reading.
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => undefined);
    write(ctx, user.id, 'chat reading', () => sendReading(deps, target(ctx, ctx.chat.id), reading));
  });

  chat.callbackQuery(SAVE_BUTTON, async (ctx) => {
    const user = ctx.account;
    if (!user) return ctx.answerCallbackQuery();
    try {
      setSaved(deps.db, user.id, ctx.match[1] ?? '', true, deps.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return ctx.answerCallbackQuery({ text: ctx.t('chat.gone') });
    }
    return ctx.answerCallbackQuery({ text: ctx.t('chat.saved') });
  });

  chat.callbackQuery(FOLLOWUP_BUTTON, async (ctx) => {
    const readingId = ctx.match[1] ?? '';
    const user = ctx.account;
    const reading = user ? ownReadingOrNull(user.id, readingId) : null;
    if (!reading) return ctx.answerCallbackQuery({ text: ctx.t('chat.gone') });
    await ctx.answerCallbackQuery();
    const prompt = await ctx.reply(ctx.t('chat.followup_prompt', { cost: FOLLOWUP_COST }), {
      reply_markup: { force_reply: true, input_field_placeholder: ctx.t('chat.followup_placeholder') },
    });
    rememberMessages(deps.db, ctx.chat.id, [prompt.message_id], readingId);
  });

  return feature;
}
