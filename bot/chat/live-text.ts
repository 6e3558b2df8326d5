/**
 * A text shown in the chat while the oracle writes it (ADR 0045). Telegram's sendMessageDraft streams
 * it where the Bot API offers it; where it is refused, one message is sent and edited instead. Either
 * way at most one call per `minIntervalMs` of the injected clock, and the text a call shows is the part
 * being written (a message holds 4,096 characters). `finish` sends the whole text as messages split at
 * paragraphs, the buttons under the last one, and answers their ids.
 */
import { type Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { splitMessage } from '../../core/chat/split-message.js';

export interface LiveTextOptions {
  api: Api;
  chatId: number;
  now: () => number;
  /** Telegram allows about one message a second per chat. */
  minIntervalMs?: number;
}

export interface LiveText {
  /** The whole text so far; shown unless the last call was less than the interval ago. */
  update(text: string): Promise<void>;
  finish(text: string, buttons?: InlineKeyboardMarkup): Promise<number[]>;
}

const notModified = (error: unknown) =>
  error instanceof GrammyError && error.description.includes('message is not modified');

export function liveText({ api, chatId, now, minIntervalMs = 1000 }: LiveTextOptions): LiveText {
  // Drafts with one id animate as one message; any non-zero 31-bit integer will do.
  const draftId = 1 + Math.floor(Math.random() * 0x7ffffffe);
  let drafts = true;
  let shownAt = Number.NEGATIVE_INFINITY;
  let edited: number | undefined;

  async function edit(text: string, buttons?: InlineKeyboardMarkup) {
    if (edited === undefined) {
      edited = (await api.sendMessage(chatId, text, buttons ? { reply_markup: buttons } : {})).message_id;
      return;
    }
    await api
      .editMessageText(chatId, edited, text, buttons ? { reply_markup: buttons } : {})
      .catch((error: unknown) => {
        if (!notModified(error)) throw error;
      });
  }

  async function show(text: string) {
    if (drafts) {
      try {
        await api.sendMessageDraft(chatId, draftId, text);
        return;
      } catch (error) {
        // Not offered to this bot or in this chat: edit one message from now on.
        if (!(error instanceof GrammyError)) throw error;
        drafts = false;
      }
    }
    await edit(text);
  }

  return {
    async update(text) {
      const at = now();
      const part = splitMessage(text).at(-1);
      if (!part || at - shownAt < minIntervalMs) return;
      shownAt = at;
      await show(part);
    },
    async finish(text, buttons) {
      const parts = splitMessage(text);
      const ids: number[] = [];
      for (const [i, part] of parts.entries()) {
        const last = i === parts.length - 1;
        const markup = last ? buttons : undefined;
        if (i === 0 && edited !== undefined) {
          await edit(part, markup);
          ids.push(edited);
        } else {
          const sent = await api.sendMessage(chatId, part, markup ? { reply_markup: markup } : {});
          ids.push(sent.message_id);
        }
      }
      return ids;
    },
  };
}
