/**
 * Times every request and counts it by method, route pattern (never the raw path, so ids do not make a
 * series each) and status. Outermost, so a refusal by any other middleware is counted too; nothing is
 * allocated per request once a label set has been seen (core/metrics/request-histogram.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../../core/metrics/metrics.js';
import { nodeResponse } from '../node-response.js';

export const requestMetrics =
  (metrics: Metrics): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    // After next() the route index is the handler's (or the middleware's) that answered.
    metrics.requests.observe(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000);
  };

/**
 * Counts a server-sent event stream as open from its answer until Node closes the response (the stream
 * ended or the client left). Mounted on the stream routes only; under app.request() there is no Node
 * response to watch, so nothing is counted.
 */
export const openStreams =
  (metrics: Metrics): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const outgoing = nodeResponse(c);
    if (!outgoing || c.res.status !== 200) return;
    metrics.streams.inc();
    outgoing.once('close', () => metrics.streams.dec());
  };
