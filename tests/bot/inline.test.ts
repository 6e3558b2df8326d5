/**
 * Inline mode (issue 22 item 6, ADR 0057): @bot in any chat answers with today's card (drawn once a
 * day) and the person's saved readings, each with its card's art and a button into the mini-app.
 */
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n.js';
import { cardText } from '../../core/tarot/card-texts.js';
import type { CardId } from '../../core/tarot/deck.js';
import { freeDailyDraws, readings, users } from '../../db/schema.js';
import { makeApp } from '../helpers/harness.js';
import { APP_URL, makeBot, type TgUser, tgUser, type Update } from './helpers.js';

let nextId = 900_000;

function inlineUpdate(from: TgUser, query = '', offset = ''): Update {
  nextId += 1;
  return {
    update_id: nextId,
    inline_query: { id: String(nextId), from, query, offset, chat_type: 'supergroup' },
  };
}

interface Answer {
  results: {
    id: string;
    title: string;
    description: string;
    thumbnail_url?: string;
    input_message_content: { message_text: string };
    reply_markup: { inline_keyboard: { text: string; url: string }[][] };
  }[];
  is_personal: boolean;
  next_offset: string;
  button?: { text: string; web_app: { url: string } };
}

type Harness = Awaited<ReturnType<typeof makeBot>>;

const lastAnswer = (t: Harness) => t.telegram.callsTo('answerInlineQuery').at(-1) as unknown as Answer;

function accountOf(t: Harness, telegramId: number) {
  const user = t.deps.db
    .select()
    .from(users)
    .where(eq(users.telegramId, String(telegramId)))
    .get();
  if (!user) throw new Error('no account');
  return user;
}

/** Saved, finished readings, newest last, as the app leaves them. */
function seedSaved(t: Harness, userId: number, questions: (string | null)[]) {
  const start = Date.now() - questions.length * 60_000;
  return questions.map((question, i) => {
    const id = randomUUID();
    const at = start + i * 60_000;
    t.deps.db
      .insert(readings)
      .values({
        id,
        userId,
        spreadId: 'three-cards',
        question,
        cards: JSON.stringify([
          { position: 'past', card_id: 'major-16', reversed: true },
          { position: 'present', card_id: 'major-17', reversed: false },
          { position: 'future', card_id: 'cups-02', reversed: false },
        ]),
        interpretation: 'The cards speak.\n\nWalk toward what renews you, one honest step at a time.',
        status: 'complete',
        cost: 2,
        locale: 'en',
        savedAt: at,
        createdAt: at,
        completedAt: at,
      })
      .run();
    return id;
  });
}

describe('inline mode', () => {
  it("offers today's card, drawn once a day, with its art and a button into the app", async () => {
    const t = await makeBot();
    const anna = tgUser(4101);
    await t.send(inlineUpdate(anna));
    const first = lastAnswer(t);
    expect(first.is_personal).toBe(true);
    expect(first.button).toEqual({ text: 'Open Tarot', web_app: { url: `${APP_URL}/` } });
    const [daily] = first.results;
    const user = accountOf(t, 4101);
    const draw = t.deps.db.select().from(freeDailyDraws).where(eq(freeDailyDraws.userId, user.id)).all();
    expect(draw).toHaveLength(1);
    const reading = t.deps.db.select().from(readings).where(eq(readings.userId, user.id)).get();
    const [card] = JSON.parse(reading?.cards ?? '[]') as { card_id: CardId; reversed: boolean }[];
    if (!card) throw new Error('no card drawn');
    const name = cardText('en', card.card_id).name;
    expect(daily?.title).toContain(name);
    expect(daily?.thumbnail_url).toBe(`${APP_URL}/api/tarot/cards/${card.card_id}/image.png?locale=en`);
    expect(daily?.input_message_content.message_text).toContain(`<b>${name}`);
    expect(daily?.reply_markup.inline_keyboard[0]?.[0]?.url).toBe(
      'https://t.me/tarot_test_bot?startapp=daily',
    );
    // The free card of the day is the one the app and /daily give: its interpretation got written.
    expect(reading?.status).toBe('complete');

    await t.send(inlineUpdate(anna));
    expect(lastAnswer(t).results[0]?.id).toBe(daily?.id);
    expect(t.deps.db.select().from(readings).where(eq(readings.userId, user.id)).all()).toHaveLength(1);
  });

  it('lists saved readings without putting the question in the message a chat receives', async () => {
    const t = await makeBot();
    const ben = tgUser(4102);
    await t.send(inlineUpdate(ben, 'nothing matches this'));
    const user = accountOf(t, 4102);
    const [lisbon, plain] = seedSaved(t, user.id, ['Should I move to Lisbon?', null]);
    await t.send(inlineUpdate(ben));
    const saved = lastAnswer(t).results.filter((r) => r.id.startsWith('saved:'));
    expect(saved.map((r) => r.id)).toEqual([`saved:${plain}`, `saved:${lisbon}`]);
    const withQuestion = saved[1];
    expect(withQuestion?.title).toBe('Should I move to Lisbon?');
    expect(withQuestion?.input_message_content.message_text).not.toContain('Lisbon');
    expect(withQuestion?.input_message_content.message_text).toContain('Past: The Tower (reversed)');
    // The text ends on no card's counsel: the line is the counsel of the card it leans on, signed.
    const future = cardText('en', 'cups-02');
    expect(withQuestion?.input_message_content.message_text).toContain(
      `<i>${future.advice.upright} — ${future.name}</i>`,
    );
    expect(withQuestion?.thumbnail_url).toBe(`${APP_URL}/api/tarot/cards/major-16/image.png?locale=en`);
    expect(withQuestion?.reply_markup.inline_keyboard[0]?.[0]).toEqual({
      text: translate('en', 'bot', 'buttons.open_reading'),
      url: `https://t.me/tarot_test_bot?startapp=reading_${lisbon}`,
    });
    expect(saved[0]?.title).toBe('Past, Present, Future');

    // Words after @bot filter the saved readings, and today's card is left out of a search.
    await t.send(inlineUpdate(ben, 'lisbon'));
    expect(lastAnswer(t).results.map((r) => r.id)).toEqual([`saved:${lisbon}`]);
  });

  it('pages through many saved readings with the offset Telegram sends back', async () => {
    const t = await makeBot();
    const cleo = tgUser(4103);
    await t.send(inlineUpdate(cleo, 'warm up'));
    const ids = seedSaved(
      t,
      accountOf(t, 4103).id,
      Array.from({ length: 25 }, (_, i) => `Question ${i + 1}?`),
    );
    await t.send(inlineUpdate(cleo));
    const first = lastAnswer(t);
    expect(first.results.filter((r) => r.id.startsWith('saved:'))).toHaveLength(20);
    expect(first.next_offset).not.toBe('');
    await t.send(inlineUpdate(cleo, '', first.next_offset));
    const second = lastAnswer(t);
    expect(second.results.map((r) => r.id)).toEqual(
      ids
        .slice(0, 5)
        .reverse()
        .map((id) => `saved:${id}`),
    );
    expect(second.next_offset).toBe('');
  });

  it('speaks the person’s language', async () => {
    const t = await makeBot();
    await t.send(inlineUpdate(tgUser(4104, { language_code: 'ru' })));
    expect(lastAnswer(t).results[0]?.title).toMatch(/^Моя карта дня: /);
    expect(lastAnswer(t).button?.text).toBe('Открыть Таро');
  });

  it('sends no art and no app button without a public https address', async () => {
    const t = await makeBot({ webAppUrl: 'http://localhost:3000' });
    await t.send(inlineUpdate(tgUser(4105)));
    const answer = lastAnswer(t);
    expect(answer.button).toBeUndefined();
    expect(answer.results[0]?.thumbnail_url).toBeUndefined();
  });
});

/** Width and height from a PNG's IHDR, and whether its pixel data inflates. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const idat = png.indexOf('IDAT');
  expect(() => inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))).not.toThrow();
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('GET /api/tarot/cards/{id}/image.png', () => {
  it('serves the card art as a PNG for Telegram, and 404 for an unknown card', async () => {
    const { app } = makeApp();
    const res = await app.request('/api/tarot/cards/major-17/image.png?locale=zh');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 320, height: 533 });
    const missing = await app.request('/api/tarot/cards/major-99/image.png');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: { message: 'Card not found', code: 'not_found' } });
  });
});
