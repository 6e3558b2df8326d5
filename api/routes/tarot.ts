/** The deck and the spreads, in the caller's language, and the card artwork (DESIGN §6a). */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { notFound } from '../../core/errors.js';
import { isLocale, type Locale } from '../../core/locales.js';
import { findDailyDraw } from '../../core/readings/daily-card.js';
import type { Services } from '../../core/services.js';
import { renderCardPng } from '../../core/share/card-image.js';
import { createImageCache } from '../../core/share/image-cache.js';
import { cardBackSvg, cardSvg } from '../../core/tarot/art/card-svg.js';
import { cardDtos, cardText } from '../../core/tarot/card-texts.js';
import { findCard } from '../../core/tarot/deck.js';
import { spreadDtos } from '../../core/tarot/spreads.js';
import { utcDay } from '../../core/time.js';
import type { AppEnv } from '../env.js';
import { callerLocale, localeQuery, requestLocale } from '../locale.js';
import { userFromBearer } from '../middleware/auth.js';
import { validate } from '../validation.js';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // Not immutable: the URL stays when the art is redrawn. A day fresh, then revalidated by ETag (304).
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const PNG_HEADERS = {
  'content-type': 'image/png',
  'cache-control': SVG_HEADERS['cache-control'],
};

export const tarotRoutes = (deps: Services) => {
  const localeOf = (c: Parameters<typeof callerLocale>[0]) => callerLocale(c, deps);
  // 78 cards in five languages at about 60 KB each would be 23 MB; the ones in use stay warm.
  const pngs = createImageCache(8 * 1024 * 1024);
  return (
    new Hono<AppEnv>()
      .get('/spreads', validate('query', localeQuery), async (c) => {
        // A signed-in caller also learns whether their free card of the day is still there.
        const user = await userFromBearer(deps, c.req.header('authorization'));
        const usedToday = user ? !!findDailyDraw(deps.db, user.id, utcDay(deps.now())) : false;
        const spreads = spreadDtos(requestLocale(c, user?.locale)).map((s) => ({
          ...s,
          free_today: s.free_daily && !usedToday,
        }));
        return c.json(spreads, 200);
      })
      .get('/cards', validate('query', localeQuery), async (c) => c.json(cardDtos(await localeOf(c)), 200))
      .use('/card-back.svg', etag())
      .use('/cards/:id/image.svg', etag())
      .use('/cards/:id/image.png', etag())
      .get('/card-back.svg', (c) => c.body(cardBackSvg(), 200, SVG_HEADERS))
      .get('/cards/:id/image.svg', (c) => {
        const card = findCard(c.req.param('id'));
        if (!card) throw notFound('Card not found');
        // The name on the face in the language asked for (?locale=); English without one (ADR 0023).
        const locale = c.req.query('locale');
        const name = isLocale(locale) ? cardText(locale, card.id).name : undefined;
        return c.body(cardSvg(card, { name }), 200, SVG_HEADERS);
      })
      // The same art as a PNG, for Telegram's inline results (ADR 0057); English without ?locale=.
      .get('/cards/:id/image.png', async (c) => {
        const card = findCard(c.req.param('id'));
        if (!card) throw notFound('Card not found');
        const asked = c.req.query('locale');
        const locale: Locale = isLocale(asked) ? asked : 'en';
        const png = await pngs.get(`${card.id}:${locale}`, () =>
          renderCardPng(card, cardText(locale, card.id).name),
        );
        return c.body(new Uint8Array(png), 200, PNG_HEADERS);
      })
  );
};
