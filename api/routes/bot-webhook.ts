/**
 * POST /bot/webhook: Telegram's updates in webhook mode. The secret token header is checked here, in
 * constant time and in our error shape, before the raw request reaches the bot's handler.
 */
import { Hono } from 'hono';
import { safeEqual } from '../../core/security/crypto.js';
import type { Services } from '../../core/services.js';
import { errorBody } from '../errors.js';

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export function botWebhookRoutes(deps: Pick<Services, 'botWebhook'>) {
  const hook = deps.botWebhook;
  if (!hook) return new Hono();
  return new Hono().post('/webhook', (c) => {
    if (!safeEqual(c.req.header(SECRET_HEADER) ?? '', hook.secretToken)) {
      return c.json(errorBody('Invalid webhook secret token', 'unauthorized'), 401);
    }
    return hook.handle(c.req.raw);
  });
}
