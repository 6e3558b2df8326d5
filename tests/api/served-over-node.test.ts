/**
 * ADR 0032 moved the security headers, the request id and the body limit onto Node's own request and
 * response when the app is served by @hono/node-server. These tests run the app on a real socket, as
 * production does, and check that every protection is still there.
 */

import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { SECURITY_HEADERS } from '../../api/middleware/security-headers.js';
import { createLogger } from '../../core/logger.js';
import { rateLimits } from '../../db/schema.js';
import { makeApp, makeDeps, registerUser } from '../helpers/harness.js';

const servers: ReturnType<typeof serve>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** The product app on 127.0.0.1 and a random port, with its log lines kept. */
async function served() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const deps = { ...makeDeps(), log };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines, deps };
}

/** A JSON POST from a chosen loopback address, over the agent's kept-alive socket. */
function postFrom(url: string, localAddress: string, agent: Agent, body: unknown): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** A raw POST with a chunked body: fetch cannot send one without a stream. */
function postChunked(url: string, chunks: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the app served by Node', () => {
  it('sends the same security headers as through app.request, DESIGN §5 among them', async () => {
    const { base } = await served();
    const overSocket = await fetch(`${base}/healthz`);
    const inProcess = await makeApp().call('GET', '/healthz');
    for (const [name, value] of SECURITY_HEADERS) {
      expect(overSocket.headers.get(name), name).toBe(value);
      expect(inProcess.headers.get(name), name).toBe(value);
    }
    expect(overSocket.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(overSocket.headers.get('referrer-policy')).toBe('no-referrer');
    expect(overSocket.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://web.telegram.org https://webk.telegram.org https://webz.telegram.org",
    );
    expect(overSocket.headers.get('x-frame-options')).toBeNull();
  });

  it("keeps a handler's own stricter CSP and caching on the card SVGs; other API answers are no-store", async () => {
    const { base } = await served();
    const res = await fetch(`${base}/api/tarot/card-back.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The route's own caching, the same as through app.request, not the API's no-store.
    const inProcess = await makeApp().call('GET', '/api/tarot/card-back.svg');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('cache-control')).toBe(inProcess.headers.get('cache-control'));
    expect((await fetch(`${base}/api/user/info`)).headers.get('cache-control')).toBe('no-store');
  });

  it('gives every request an id, sent back in X-Request-Id and written on its log line', async () => {
    const { base, lines } = await served();
    const mine = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'proxy-id_123=' } });
    const forged = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id\tinjected' } });
    const plain = await fetch(`${base}/api/user/info`);
    expect(mine.headers.get('x-request-id')).toBe('proxy-id_123=');
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.status).toBe(401);
    const plainId = plain.headers.get('x-request-id');
    expect(plainId).toMatch(/^[0-9a-f-]{36}$/);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.requestId)).toEqual([
      'proxy-id_123=',
      forged.headers.get('x-request-id'),
      plainId,
    ]);
    expect(requests[2]).toMatchObject({ level: 'info', method: 'GET', path: '/api/user/info', status: 401 });
  });

  it('refuses an /api body over 64 KiB, declared by Content-Length or sent chunked', async () => {
    const { base } = await served();
    const big = JSON.stringify({ action: 'login', email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    const declared = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      detail: { message: 'Request body too large', code: 'payload_too_large' },
    });
    const half = Math.floor(big.length / 2);
    expect(await postChunked(`${base}/api/auth`, [big.slice(0, half), big.slice(half)])).toBe(413);
    // Under the limit, chunked or not, the body reaches the route.
    const small = JSON.stringify({ action: 'login', email: 'not-an-address', password: 'x' });
    expect(await postChunked(`${base}/api/auth`, [small])).toBe(422);
  });

  it("counts per-IP limits by each connection's own address, call after call on a kept-alive socket", async () => {
    const { base, deps } = await served();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refresh = { refresh_token: 'not-a-real-token' };
    expect(await postFrom(`${base}/api/auth/refresh`, '127.0.0.2', agent, refresh)).toBe(401);
    expect(await postFrom(`${base}/api/auth/refresh`, '127.0.0.2', agent, refresh)).toBe(401);
    agent.destroy();
    const other = new Agent({ keepAlive: true });
    expect(await postFrom(`${base}/api/auth/refresh`, '127.0.0.3', other, refresh)).toBe(401);
    other.destroy();
    const counts = Object.fromEntries(
      deps.db
        .select()
        .from(rateLimits)
        .all()
        .map((r) => [r.key, r.count]),
    );
    expect(counts).toMatchObject({ 'refresh-ip:127.0.0.2': 2, 'refresh-ip:127.0.0.3': 1 });
  });

  it('serves an authenticated call, and refuses the token once its sign-in ends', async () => {
    const { base } = await served();
    const register = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'register',
        email: 'served@example.com',
        password: 'a-long-enough-passphrase',
      }),
    });
    const tokens = (await register.json()) as { access_token: string; refresh_token: string };
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await fetch(`${base}/api/user/info`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${base}/api/user/info`, { headers: auth })).status).toBe(200);
    const logout = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${base}/api/user/info`, { headers: auth })).status).toBe(401);
  });
});

describe('an access token verified before', () => {
  it('is refused once it is older than 15 minutes, though it was accepted a moment earlier', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(200);
    t.deps.clock.advance(15 * 60 * 1000 - 1000);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(200);
    t.deps.clock.advance(2000);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(401);
  });

  it('is refused when the clock is before its issue time', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(200);
    t.deps.clock.advance(-60_000);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(401);
  });

  it('is refused by a server with another secret', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    expect((await t.call('GET', '/api/user/info', undefined, access_token)).status).toBe(200);
    const other = makeApp();
    other.deps.keys.jwt = new Uint8Array(32).fill(7);
    expect((await other.call('POST', '/api/auth/verify', undefined, access_token)).status).toBe(401);
  });
});
