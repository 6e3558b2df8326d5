/** The deck and the spreads, in the caller's language, and the card artwork (DESIGN §6a). */
import { Hono } from 'hono';
import { notFound } from '../../core/errors.js';
import type { Services } from '../../core/services.js';
import { cardBackSvg, cardSvg } from '../../core/tarot/art/card-svg.js';
import { cardDtos } from '../../core/tarot/card-texts.js';
import { findCard } from '../../core/tarot/deck.js';
import { spreadDtos } from '../../core/tarot/spreads.js';
import type { AppEnv } from '../env.js';
import { callerLocale } from '../locale.js';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800, immutable',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export const tarotRoutes = (deps: Services) => {
  const localeOf = (c: Parameters<typeof callerLocale>[0]) => callerLocale(c, deps);
  return new Hono<AppEnv>()
    .get('/spreads', async (c) => c.json(spreadDtos(await localeOf(c)), 200))
    .get('/cards', async (c) => c.json(cardDtos(await localeOf(c)), 200))
    .get('/card-back.svg', (c) => c.body(cardBackSvg(), 200, SVG_HEADERS))
    .get('/cards/:id/image.svg', (c) => {
      const card = findCard(c.req.param('id'));
      if (!card) throw notFound('Card not found');
      return c.body(cardSvg(card), 200, SVG_HEADERS);
    });
};
