/**
 * GET /metrics: Prometheus' text format behind a bearer token (METRICS_TOKEN), compared in constant time
 * as hashes so neither its content nor its length shows in the timing. Without the token configured the
 * route is not mounted and the path answers 404 like any other unknown one (ADR 0043).
 */
import { Hono } from 'hono';
import { safeEqual, sha256 } from '../../core/security/crypto.js';
import type { Services } from '../../core/services.js';
import { errorBody } from '../errors.js';
import { bearerToken } from '../middleware/auth.js';

export function metricsRoutes(deps: Pick<Services, 'metrics' | 'config'>) {
  const { metrics } = deps;
  const token = deps.config.METRICS_TOKEN;
  if (!metrics || !token) return new Hono();
  const expected = sha256(token);
  return new Hono().get('/metrics', async (c) => {
    const given = bearerToken(c.req.header('authorization'));
    if (!given || !safeEqual(sha256(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('A valid metrics token is required', 'unauthorized'), 401);
    }
    return c.body(await metrics.render(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
