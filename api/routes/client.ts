/**
 * The built mini-app (DESIGN §9): hashed assets cached for a year, and index.html, never cached, for
 * every client route. /api, /bot, /metrics and /healthz are routed before this and keep their own answers
 * (a 404 when not mounted: /metrics without METRICS_TOKEN).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { errorBody } from '../errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVER_PREFIXES = /^\/(api|bot|metrics)(\/|$)/;

export function clientRoutes(dir: string | undefined) {
  const app = new Hono();
  const indexPath = dir && join(dir, 'index.html');
  if (!dir || !indexPath || !existsSync(indexPath)) {
    return app.all('*', (c) => c.json(errorBody('Not found', 'not_found'), 404));
  }
  const index = readFileSync(indexPath, 'utf8');
  return app
    .all('*', async (c, next) => {
      if (SERVER_PREFIXES.test(c.req.path)) return c.json(errorBody('Not found', 'not_found'), 404);
      await next();
    })
    .use(
      '/assets/*',
      serveStatic({
        root: dir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', IMMUTABLE);
        },
      }),
    )
    .get('/assets/*', (c) => c.json(errorBody('Not found', 'not_found'), 404))
    .use(
      '*',
      serveStatic({
        root: dir,
        // index.html only through the no-cache route below; dot-folders (Vite's manifest) never.
        rewriteRequestPath: (path) =>
          path === '/' || path.endsWith('/index.html') || path.includes('/.') ? '/__none__' : path,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    )
    .on(['GET', 'HEAD'], '*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(index, 200);
    })
    .all('*', (c) => c.json(errorBody('Method not allowed', 'method_not_allowed'), 405));
}
