/** GET /api/readings/{id}/image.png, the signed story link and the prepared Telegram message (DESIGN §6b). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBotRuntime } from '../../bot/runtime.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { LATIN_FONT_FILES } from '../../core/share/fonts.js';
import { renderSpreadImage } from '../../core/share/spread-image.js';
import { readings } from '../../db/schema.js';
import { NO_THROTTLE, startFakeTelegram } from '../bot/helpers.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { newReading } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

/** Width and height from the PNG's IHDR chunk, which always comes first after the signature. */
function pngSize(bytes: Uint8Array) {
  const png = Buffer.from(bytes);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function finishedReading(t: TestApp, token: string, body: Record<string, unknown>) {
  const reading = await newReading(t, token, body);
  await t.deps.interpretations.idle();
  return reading;
}

const image = async (t: TestApp, token: string | undefined, id: string, query: string) => {
  const res = await t.call('GET', `/api/readings/${id}/image.png?${query}`, undefined, token);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('GET /api/readings/{id}/image.png', () => {
  it('renders the story at 1080×1920 and the wide card at 1200×630 for the owner, privately cached', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await finishedReading(t, user.token, {
      spread_id: 'celtic-cross',
      question: 'Should I move to the coast this year?',
    });
    const story = await image(t, user.token, reading.id, 'format=story');
    expect(story.res.status).toBe(200);
    expect(story.res.headers.get('content-type')).toBe('image/png');
    expect(story.res.headers.get('cache-control')).toContain('private');
    expect(pngSize(story.bytes)).toEqual({ width: 1080, height: 1920 });
    const wide = await image(t, user.token, reading.id, 'format=wide');
    expect(pngSize(wide.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('shows the question only with question=1', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await finishedReading(t, user.token, {
      spread_id: 'three-cards',
      question: 'Will the new studio find its people?',
    });
    const without = await image(t, user.token, reading.id, 'format=wide');
    const again = await image(t, user.token, reading.id, 'format=wide&question=0');
    const withQuestion = await image(t, user.token, reading.id, 'format=wide&question=1');
    expect(Buffer.from(again.bytes).equals(Buffer.from(without.bytes))).toBe(true);
    expect(Buffer.from(withQuestion.bytes).equals(Buffer.from(without.bytes))).toBe(false);
  });

  it('draws a Chinese reading with the bundled CJK font', async () => {
    const t = makeApp();
    const user = await signUp(t, { locale: 'zh' });
    const reading = await finishedReading(t, user.token, {
      spread_id: 'three-cards',
      question: '我应该换工作吗？',
      locale: 'zh',
    });
    const { res, bytes } = await image(t, user.token, reading.id, 'format=wide&question=1');
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // Without the CJK font the Han characters have no glyphs and vanish; so the image differs.
    const dto = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token)
    ).json()) as ReadingDto;
    const latinOnly = await renderSpreadImage(dto, {
      format: 'wide',
      withQuestion: true,
      fontFiles: LATIN_FONT_FILES,
    });
    expect(latinOnly.equals(Buffer.from(bytes))).toBe(false);
  });

  it('answers 401 without a session, 404 for another person’s or an unknown reading, 422 for a bad format', async () => {
    const t = makeApp();
    const owner = await signUp(t);
    const other = await signUp(t);
    const reading = await finishedReading(t, owner.token, { spread_id: 'yes-no' });
    expect((await image(t, undefined, reading.id, 'format=story')).res.status).toBe(401);
    expect((await image(t, other.token, reading.id, 'format=story')).res.status).toBe(404);
    expect((await image(t, owner.token, 'no-such-reading', 'format=story')).res.status).toBe(404);
    const bad = await image(t, owner.token, reading.id, 'format=square');
    expect(bad.res.status).toBe(422);
    expect(new TextDecoder().decode(bad.bytes)).toContain('format');
    expect((await image(t, owner.token, reading.id, '')).res.status).toBe(422);
  });

  it('answers 409 not_shareable for a support answer and for a failed reading', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const support = await finishedReading(t, user.token, {
      spread_id: 'three-cards',
      question: 'I want to kill myself',
    });
    expect(support.status).toBe('declined');
    const declined = await image(t, user.token, support.id, 'format=story');
    expect(declined.res.status).toBe(409);
    expect(new TextDecoder().decode(declined.bytes)).toContain('not_shareable');
    const failed = await finishedReading(t, user.token, { spread_id: 'yes-no' });
    t.deps.db.update(readings).set({ status: 'failed' }).where(eq(readings.id, failed.id)).run();
    expect((await image(t, user.token, failed.id, 'format=wide')).res.status).toBe(409);
  });
});

describe('POST /api/readings/{id}/share/story', () => {
  it('gives a signed https link that serves the story image without a session, and refuses a forged one', async () => {
    const t = makeApp({ env: { PUBLIC_URL: 'https://tarot.example.com' } });
    const user = await signUp(t);
    const reading = await finishedReading(t, user.token, {
      spread_id: 'three-cards',
      question: 'A new city?',
    });
    const res = await t.call(
      'POST',
      `/api/readings/${reading.id}/share/story`,
      { question: true },
      user.token,
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/tarot\.example\.com\/api\/share\/.+\.png$/);
    const path = new URL(url).pathname;
    const served = await t.call('GET', path);
    expect(served.status).toBe(200);
    expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 1080, height: 1920 });
    const owners = await image(t, user.token, reading.id, 'format=story&question=1');
    expect(
      Buffer.from(owners.bytes).equals(Buffer.from(await (await t.call('GET', path)).arrayBuffer())),
    ).toBe(true);

    expect((await t.call('GET', path.replace('.1.', '.0.'))).status).toBe(404);
    t.deps.clock.advance(31 * 60_000);
    expect((await t.call('GET', path)).status).toBe(404);
  });

  it('answers 503 without an https PUBLIC_URL', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await finishedReading(t, user.token, { spread_id: 'yes-no' });
    const res = await t.call('POST', `/api/readings/${reading.id}/share/story`, {}, user.token);
    expect(res.status).toBe(503);
  });
});

describe('POST /api/readings/{id}/share/prepared', () => {
  it('uploads the wide image to Telegram and saves a photo with a button to this reading', async () => {
    const telegram = await startFakeTelegram();
    const t = makeApp({
      env: { TELEGRAM_API_ROOT: telegram.apiRoot },
      services: (deps) =>
        createBotRuntime(deps, 'polling', { botInfo: FAKE_BOT, throttler: NO_THROTTLE }).services,
    });
    try {
      const user = await signUp(t, { telegramId: '555001', locale: 'de' });
      const reading = await finishedReading(t, user.token, { spread_id: 'three-cards', locale: 'de' });
      const res = await t.call('POST', `/api/readings/${reading.id}/share/prepared`, {}, user.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ prepared_message_id: 'prepared-1' });

      const [upload] = telegram.callsTo('sendPhoto');
      expect(upload?.chat_id).toBe(555001);
      const photo = upload?.photo as File;
      expect(photo).toBeInstanceOf(Blob);
      expect(pngSize(new Uint8Array(await photo.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      expect(telegram.callsTo('deleteMessage')).toHaveLength(1);
      const [saved] = telegram.callsTo('savePreparedInlineMessage');
      expect(saved).toMatchObject({
        user_id: 555001,
        result: {
          type: 'photo',
          // The largest size Telegram answered for the upload.
          photo_file_id: expect.stringMatching(/^photo-\d+-1200$/),
          caption: 'Vergangenheit, Gegenwart, Zukunft – meine Tarot-Legung',
          reply_markup: {
            inline_keyboard: [
              [
                {
                  text: 'Legung öffnen',
                  url: `https://t.me/${FAKE_BOT.username}?startapp=reading_${reading.id}`,
                },
              ],
            ],
          },
        },
        allow_group_chats: true,
      });
    } finally {
      await telegram.close();
    }
  });

  it('answers 503 without the bot, 409 for an account without Telegram, 404 for another person’s reading', async () => {
    const t = makeApp();
    const user = await signUp(t, { telegramId: '555002' });
    const reading = await finishedReading(t, user.token, { spread_id: 'yes-no' });
    expect((await t.call('POST', `/api/readings/${reading.id}/share/prepared`, {}, user.token)).status).toBe(
      503,
    );

    const telegram = await startFakeTelegram();
    const withBot = makeApp({
      env: { TELEGRAM_API_ROOT: telegram.apiRoot },
      services: (deps) =>
        createBotRuntime(deps, 'polling', { botInfo: FAKE_BOT, throttler: NO_THROTTLE }).services,
    });
    try {
      const mailOnly = await signUp(withBot);
      const own = await finishedReading(withBot, mailOnly.token, { spread_id: 'yes-no' });
      const res = await withBot.call('POST', `/api/readings/${own.id}/share/prepared`, {}, mailOnly.token);
      expect(res.status).toBe(409);
      const other = await signUp(withBot, { telegramId: '555003' });
      expect(
        (await withBot.call('POST', `/api/readings/${own.id}/share/prepared`, {}, other.token)).status,
      ).toBe(404);
      expect(telegram.callsTo('sendPhoto')).toHaveLength(0);
    } finally {
      await telegram.close();
    }
  });
});
