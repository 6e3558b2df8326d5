/** Public, unauthenticated calls: health and the client's bootstrap configuration. */
import { Hono } from 'hono';
import type { CoreDeps } from '../../core/deps.js';
import { DEFAULT_LOCALE, LOCALES } from '../../core/locales.js';

export const healthRoutes = (deps: CoreDeps) => {
  // Prepared once: the database still answers, without building and compiling a query per probe.
  const ping = deps.db.$client.prepare('select 1');
  return new Hono().get('/healthz', (c) => {
    ping.get();
    return c.json({ status: 'ok' }, 200);
  });
};

export const configRoutes = (deps: CoreDeps) =>
  new Hono().get('/', (c) =>
    c.json(
      {
        google_enabled: !!deps.config.GOOGLE_CLIENT_ID,
        bot_username: deps.config.BOT_USERNAME ?? null,
        locales: LOCALES,
        default_locale: DEFAULT_LOCALE,
        // Telegram's story editor fetches the image itself, so it needs a public https address (ADR 0040).
        story_sharing: !!deps.config.PUBLIC_URL?.startsWith('https://'),
      },
      200,
    ),
  );
