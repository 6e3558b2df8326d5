/**
 * Sharing a reading as an image (DESIGN §6b, ADR 0040): the PNG for its owner, a Telegram prepared
 * message for `shareMessage`, and a short-lived signed link to the story image for `shareStory`.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, notFound } from '../../core/errors.js';
import { isLocale } from '../../core/locales.js';
import { ownReading } from '../../core/readings/queries.js';
import { type ReadingDto, toReadingDto } from '../../core/readings/reading-dto.js';
import type { Services } from '../../core/services.js';
import { createImageCache } from '../../core/share/image-cache.js';
import { shareMessageTexts } from '../../core/share/prepared-share.js';
import { assertShareable, renderSpreadImage, type ShareFormat } from '../../core/share/spread-image.js';
import { storyLinkToken, verifyStoryLinkToken } from '../../core/share/story-link.js';
import { readings } from '../../db/schema.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/auth.js';
import { validate } from '../validation.js';

const idParam = z.object({ id: z.string().min(1).max(64) });
const questionFlag = z.enum(['0', '1']).default('0');
const imageQuery = z.object({ format: z.enum(['story', 'wide']), question: questionFlag });
const shareBody = z.object({ question: z.boolean().default(false) });

const PNG_HEADERS = {
  'content-type': 'image/png',
  // Private: the image may carry the question; a day is long, as a finished reading never changes.
  'cache-control': 'private, max-age=86400',
};

export const readingShareRoutes = (deps: Services) => {
  const cache = createImageCache();
  const image = (reading: ReadingDto, format: ShareFormat, withQuestion: boolean) =>
    cache.get(`${reading.id}:${format}:${withQuestion ? 1 : 0}`, () =>
      renderSpreadImage(reading, { format, withQuestion }),
    );
  const shareable = (userId: number, id: string) => {
    const reading = toReadingDto(ownReading(deps.db, userId, id));
    assertShareable(reading);
    return reading;
  };

  const owner = new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/:id/image.png', validate('param', idParam), validate('query', imageQuery), async (c) => {
      const { format, question } = c.req.valid('query');
      const reading = shareable(c.get('user').id, c.req.valid('param').id);
      const png = await image(reading, format, question === '1');
      return c.body(new Uint8Array(png), 200, PNG_HEADERS);
    })
    .post('/:id/share/prepared', validate('param', idParam), validate('json', shareBody), async (c) => {
      const user = c.get('user');
      const reading = shareable(user.id, c.req.valid('param').id);
      if (!deps.preparedShares) {
        throw new AppError(503, 'sharing_disabled', 'Sharing to a chat needs the Telegram bot');
      }
      if (!user.telegramId) {
        throw new AppError(409, 'telegram_required', 'Sharing to a chat needs a Telegram account');
      }
      const locale = isLocale(reading.locale) ? reading.locale : 'en';
      const photo = await image(reading, 'wide', c.req.valid('json').question);
      try {
        const id = await deps.preparedShares.prepare({
          telegramUserId: Number(user.telegramId),
          photo,
          ...shareMessageTexts(locale, reading.spread_id),
          startApp: `reading_${reading.id}`,
        });
        return c.json({ prepared_message_id: id }, 200);
      } catch (error) {
        deps.log.error('prepared share failed', {
          requestId: c.get('requestId'),
          error,
          readingId: reading.id,
        });
        throw new AppError(
          503,
          'sharing_unavailable',
          'Telegram could not prepare the message; please try again',
        );
      }
    })
    .post('/:id/share/story', validate('param', idParam), validate('json', shareBody), (c) => {
      const reading = shareable(c.get('user').id, c.req.valid('param').id);
      const base = deps.config.PUBLIC_URL;
      // Telegram's client fetches the story's background itself, from a public https address.
      if (!base?.startsWith('https://')) {
        throw new AppError(503, 'story_sharing_disabled', 'Sharing to a story needs an https PUBLIC_URL');
      }
      const token = storyLinkToken(deps.keys.share, reading.id, c.req.valid('json').question, deps.now());
      return c.json({ url: new URL(`/api/share/${token}.png`, base).toString() }, 200);
    });

  /** The signed story image: no session, the signature is the permission. */
  const signed = new Hono<AppEnv>().get('/:file{[^/]+\\.png}', async (c) => {
    const link = verifyStoryLinkToken(
      deps.keys.share,
      c.req.param('file').slice(0, -'.png'.length),
      deps.now(),
    );
    const row = link && deps.db.select().from(readings).where(eq(readings.id, link.readingId)).get();
    if (!link || !row || row.status !== 'complete') throw notFound('Image not found');
    const png = await image(toReadingDto(row), 'story', link.withQuestion);
    return c.body(new Uint8Array(png), 200, PNG_HEADERS);
  });

  return { owner, signed };
};
