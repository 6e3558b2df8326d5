/**
 * Hono's bodyLimit, without its cost on requests served by @hono/node-server: it reads `c.req.raw.body`,
 * which makes the adapter build a full fetch Request (AbortController, stream) for every call, GETs
 * included (ADR 0032). Node's HTTP parser frames a request by its headers: with no Transfer-Encoding, the
 * body is exactly Content-Length bytes (none without it), so that header alone decides. Chunked bodies,
 * HTTP/2 (framed otherwise) and requests that did not come through Node's server (app.request in tests)
 * go through bodyLimit.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming?.httpVersionMajor !== 1 || incoming.headers['transfer-encoding'] !== undefined) {
      return streamed(c, next);
    }
    const length = incoming.headers['content-length'];
    if (length !== undefined && Number.parseInt(length, 10) > maxSize) return onError(c);
    await next();
  };
}
