import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createErrorHandler } from '../../api/errors.js';
import { validate } from '../../api/validation.js';
import { AppError } from '../../core/errors.js';
import { createLogger } from '../../core/logger.js';
import { type ErrorDetail, errorShape } from '../helpers/error-shape.js';
import { makeApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';

const read = readJson<{ detail: ErrorDetail }>;

const postRaw = (t: ReturnType<typeof makeApp>, path: string, body: string) =>
  t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** A tiny app with the product's error handler, and the log lines it writes. */
function tinyApp() {
  const lines: string[] = [];
  const log = createLogger('error', {}, (line) => {
    lines.push(line);
    return true;
  });
  const app = new Hono()
    .get('/boom', () => {
      throw new Error('database password is hunter2 at /srv/secret/db.ts:12');
    })
    .get('/type-error', () => {
      const value = JSON.parse('null') as { deep: { field: string } };
      return new Response(value.deep.field);
    })
    .get('/app-error', () => {
      throw new AppError(403, 'forbidden', 'Admin access denied');
    })
    .get('/limited', () => {
      throw new AppError(429, 'rate_limited', 'Too many requests', { retryAfterSeconds: 42 });
    })
    .get('/http-exception', () => {
      throw new HTTPException(413, { message: 'Payload too large' });
    })
    .post('/validated', validate('json', z.object({ name: z.string().min(2), age: z.number().int() })), (c) =>
      c.json(c.req.valid('json')),
    );
  app.onError(createErrorHandler(log));
  return { app, lines };
}

describe('errors (DESIGN §10)', () => {
  it('answers malformed JSON on POST /api/auth/ with 400 in the error shape', async () => {
    const res = await postRaw(makeApp(), '/api/auth/', '{"email": "a@example.com", ');
    expect(res.status).toBe(400);
    expect(await read(res)).toEqual(errorShape);
  });

  it('answers malformed JSON on POST /api/auth/refresh and /logout with 400 in the error shape', async () => {
    const t = makeApp();
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      const res = await postRaw(t, path, '{refresh_token:');
      expect(res.status, path).toBe(400);
      expect(await read(res), path).toEqual(errorShape);
    }
  });

  it('answers a validation error with 422 naming the field', async () => {
    const t = makeApp();
    const res = await t.call('POST', '/api/auth/refresh', { refresh_token: 42 });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.detail.code).toBe('validation_error');
    expect(body.detail.message).toContain('refresh_token');
    expect(body.detail.fields).toHaveProperty('refresh_token');
  });

  it('names every bad field of a validated body', async () => {
    const { app } = tinyApp();
    const res = await app.request('/validated', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', age: 1.5 }),
    });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(Object.keys(body.detail.fields ?? {}).sort()).toEqual(['age', 'name']);
    expect(body.detail.message).toContain('name');
    expect(body.detail.message).toContain('age');
  });

  it('answers a thrown exception with 500 "Internal server error" and no internals', async () => {
    const { app, lines } = tinyApp();
    for (const path of ['/boom', '/type-error']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text), path).toEqual({
        detail: { message: 'Internal server error', code: expect.any(String) },
      });
      expect(text).not.toMatch(/hunter2|\/srv\/secret|stack|\bat \w|TypeError|\.ts:\d/);
    }
    // Operators still get the whole story in the log.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('hunter2');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'error',
      error: { stack: expect.any(String) },
    });
  });

  it('answers a domain error with its own status, message and code', async () => {
    const { app, lines } = tinyApp();
    const res = await app.request('/app-error');
    expect(res.status).toBe(403);
    expect(await read(res)).toEqual({ detail: { message: 'Admin access denied', code: 'forbidden' } });
    expect(lines).toHaveLength(0);
  });

  it('sends Retry-After with a 429', async () => {
    const { app } = tinyApp();
    const res = await app.request('/limited');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(await read(res)).toEqual({ detail: { message: 'Too many requests', code: 'rate_limited' } });
  });

  it('keeps the status of an HTTP exception, in the error shape', async () => {
    const { app } = tinyApp();
    const res = await app.request('/http-exception');
    expect(res.status).toBe(413);
    expect(await read(res)).toEqual(errorShape);
  });

  it('answers unknown /api routes and methods with 404 in the error shape', async () => {
    const t = makeApp();
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/auth/'],
      ['GET', '/api/auth/refresh'],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await read(res)).toEqual({ detail: { message: 'Not found', code: 'not_found' } });
    }
  });
  it('answers a body over the limit with 413 in the error shape, and lets a normal one through', async () => {
    const t = makeApp();
    const big = JSON.stringify({ action: 'login', email: 'a@example.com', password: 'x'.repeat(100 * 1024) });
    const res = await postRaw(t, '/api/auth/', big);
    expect(res.status).toBe(413);
    expect(await read(res)).toEqual({ detail: { message: expect.any(String), code: 'payload_too_large' } });
    // Under the 64 KB limit the request reaches the route (and is refused there for its own reasons).
    const small = JSON.stringify({
      action: 'login',
      email: 'a@example.com',
      password: 'x'.repeat(60 * 1024),
    });
    expect((await postRaw(t, '/api/auth/', small)).status).not.toBe(413);
  });
});
