/**
 * The text shown while the oracle writes it (ADR 0045): streamed with sendMessageDraft, or one edited
 * message where drafts are refused, at most once a second by the injected clock, then the whole text
 * split at paragraphs with the buttons under the last part. Driven through grammY's real client
 * against the loopback Bot API server.
 */
import { Api, InlineKeyboard } from 'grammy';
import { describe, expect, it } from 'vitest';
import { liveText } from '../../bot/chat/live-text.js';
import { TEST_BOT_TOKEN, testClock } from '../helpers/harness.js';
import { startFakeTelegram } from './helpers.js';

const CHAT = 5100;

async function streamer() {
  const telegram = await startFakeTelegram();
  const clock = testClock(0);
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: telegram.apiRoot });
  /** The clock's time at every call to `method`, in order. */
  const times = (method: string) => stamps.filter((s) => s.method === method).map((s) => s.at);
  const stamps: { method: string; at: number }[] = [];
  for (const method of ['sendMessageDraft', 'sendMessage', 'editMessageText'])
    telegram.on(method, (p) => {
      stamps.push({ method, at: clock.now() });
      return {
        result:
          method === 'sendMessageDraft'
            ? true
            : { message_id: 700 + stamps.length, date: 0, chat: { id: CHAT, type: 'private' }, text: p.text },
      };
    });
  return { telegram, clock, times, live: liveText({ api, chatId: CHAT, now: clock.now }) };
}

/** Twenty growing texts, 300 ms of the clock apart: 6 s in all. */
async function writeSlowly(s: Awaited<ReturnType<typeof streamer>>) {
  let text = '';
  for (let i = 0; i < 20; i += 1) {
    text += `word${i} `;
    await s.live.update(text.trim());
    s.clock.advance(300);
  }
  return text.trim();
}

describe('a text written into the chat', () => {
  it('streams as drafts at most once per second of the clock', async () => {
    const s = await streamer();
    await writeSlowly(s);
    // Shown at 0, 1200, 2400, 3600, 4800: never twice within 1000 ms.
    expect(s.times('sendMessageDraft')).toEqual([0, 1200, 2400, 3600, 4800]);
    expect(s.telegram.callsTo('sendMessageDraft').at(-1)?.text).toBe(
      Array.from({ length: 17 }, (_, i) => `word${i}`).join(' '),
    );
    const ids = await s.live.finish('the whole text', new InlineKeyboard().text('Save', 's:1'));
    expect(ids).toHaveLength(1);
    expect(s.telegram.callsTo('sendMessage')).toEqual([
      {
        chat_id: CHAT,
        text: 'the whole text',
        reply_markup: { inline_keyboard: [[{ text: 'Save', callback_data: 's:1' }]] },
      },
    ]);
  });

  it('edits one message at the same bound where drafts are refused, and ends it with the text', async () => {
    const s = await streamer();
    s.telegram.on('sendMessageDraft', () => ({
      error: { code: 400, description: 'Bad Request: method not available' },
    }));
    const text = await writeSlowly(s);
    expect(s.times('sendMessage')).toEqual([0]);
    expect(s.times('editMessageText')).toEqual([1200, 2400, 3600, 4800]);
    const ids = await s.live.finish(text);
    expect(s.telegram.callsTo('editMessageText').at(-1)?.text).toBe(text);
    const first = s.telegram.calls.find((c) => c.method === 'sendMessage')?.result as { message_id: number };
    expect(ids).toEqual([first.message_id]);
    expect(s.telegram.callsTo('sendMessage')).toHaveLength(1);
  });

  it('ends a long text as several messages split at paragraphs, the buttons under the last', async () => {
    const s = await streamer();
    const paragraphs = Array.from({ length: 9 }, (_, i) => `${i} ${'x'.repeat(1000)}`);
    const ids = await s.live.finish(paragraphs.join('\n\n'), new InlineKeyboard().text('Save', 's:1'));
    const sent = s.telegram.callsTo('sendMessage');
    expect(ids).toHaveLength(3);
    expect(sent.map((p) => String(p.text).split('\n\n').length)).toEqual([4, 4, 1]);
    expect(sent.map((p) => p.reply_markup === undefined)).toEqual([true, true, false]);
  });
});
