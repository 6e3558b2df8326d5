import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../core/logger.js';

export const requestLog = (log: Logger) =>
  createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
