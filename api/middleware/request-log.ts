/**
 * One log line per request, carrying its request id: the caller's X-Request-Id when well-formed (a proxy's),
 * else a new UUID, sent back in X-Request-Id and kept in c.var.requestId, which every other line a
 * handler writes carries too. (Not AsyncLocalStorage: on Node 20 it cost a fifth of an authenticated
 * request's throughput, measured with tests/bench/api.ts.)
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../core/logger.js';
import type { AppEnv } from '../env.js';
import { nodeResponse } from '../node-response.js';

const REQUEST_ID = /^[\w\-=]{1,255}$/;

export const requestLog = (log: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    // On Node's response when there is one: a header on the context would cost a fetch Headers object.
    const outgoing = nodeResponse(c);
    if (outgoing) outgoing.setHeader('X-Request-Id', requestId);
    else c.header('X-Request-Id', requestId);
    await next();
    log.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
