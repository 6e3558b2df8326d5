/**
 * GET /metrics (ADR 0043): Prometheus' text format behind METRICS_TOKEN, absent without it, and the
 * series an operator watches after real traffic through the app served on a socket, as in production.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { creditPayment } from '../../core/payments/payments.js';
import { mailOutbox } from '../../db/schema.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, makeDeps, tempDir } from '../helpers/harness.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
// Mail to a closed port stays in the outbox, retried: the outbox gauges have something to show.
const ENV = { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'http://127.0.0.1' };

const { fake, aiApp } = useFakeOpenAi();

const servers: ReturnType<typeof serve>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function served(app: ReturnType<typeof createApp>) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (no label value here holds a comma or an escaped quote). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        (match[2] ? match[2].split(',') : []).map((pair) => {
          const [key, quoted] = pair.split('=') as [string, string];
          return [key, quoted.slice(1, -1)];
        }),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with this name whose labels include these. */
function seriesValue(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(base: string) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return parse(await res.text());
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, even where the mini-app answers every other path', async () => {
    const clientDir = tempDir();
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Tarot</title>');
    const app = createApp(makeDeps(), { clientDir });
    expect((await app.request('/profile')).status).toBe(200);
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: { message: 'Not found', code: 'not_found' } });
  });

  it('refuses a missing, wrong or differently long token with 401', async () => {
    const t = makeApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      'Bearer short',
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.app.request('/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        detail: { message: 'A valid metrics token is required', code: 'unauthorized' },
      });
    }
  });

  it('exposes requests by route pattern, readings, the oracle, open streams, the outbox, payments and the event loop', async () => {
    fake.script({ usage: { prompt_tokens: 321, completion_tokens: 45 }, holdAfter: 2 });
    const t = aiApp(0, { env: ENV });
    const base = await served(t.app);
    const json = { 'content-type': 'application/json' };

    const registered = await fetch(`${base}/api/auth/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        action: 'register',
        email: 'ann@example.com',
        password: 'a-long-enough-passphrase',
      }),
    });
    expect(registered.status).toBe(201);
    const { access_token: token, user } = (await registered.json()) as {
      access_token: string;
      user: { id: number };
    };
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${base}/api/readings`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ spread_id: 'three-cards' }),
    });
    expect(created.status).toBe(201);
    const { reading } = (await created.json()) as { reading: { id: string } };
    expect((await fetch(`${base}/api/user/info`)).status).toBe(401);

    // A stream followed while the model holds its answer is open; it closes with `done` after release.
    await fake.held();
    const stream = await fetch(`${base}/api/readings/${reading.id}/stream`, { headers: auth });
    expect(stream.status).toBe(200);
    expect(seriesValue(await scrape(base), 'tarot_sse_streams_open')).toBe(1);
    fake.release();
    expect(await stream.text()).toContain('event: done');
    await expect.poll(async () => seriesValue(await scrape(base), 'tarot_sse_streams_open')).toBe(0);
    expect((await fetch(`${base}/api/readings/${reading.id}`, { headers: auth })).status).toBe(200);

    creditPayment(t.deps, {
      payload: `tokens:${user.id}:seeker`,
      currency: 'XTR',
      totalAmount: 100,
      chargeId: 'charge-1',
      providerChargeId: null,
      payerUserId: user.id,
      payerTelegramId: 777,
    });
    t.deps.clock.advance(90_000);

    const samples = await scrape(base);
    const request = (method: string, route: string, status: string) => ({ method, route, status });
    expect(seriesValue(samples, 'http_requests_total', request('POST', '/api/auth', '201'))).toBe(1);
    expect(seriesValue(samples, 'http_requests_total', request('GET', '/api/readings/:id', '200'))).toBe(1);
    expect(
      seriesValue(
        samples,
        'http_request_duration_seconds_count',
        request('GET', '/api/readings/:id/stream', '200'),
      ),
    ).toBe(1);
    expect(
      seriesValue(samples, 'http_request_duration_seconds_bucket', {
        ...request('POST', '/api/readings', '201'),
        le: '+Inf',
      }),
    ).toBe(1);
    // A refusal is counted under the pattern of the middleware that refused it.
    expect(seriesValue(samples, 'http_requests_total', request('GET', '/api/user/*', '401'))).toBe(1);
    // Patterns, never raw paths: no reading id makes a series of its own.
    expect(samples.filter((s) => s.labels.route?.includes(reading.id))).toEqual([]);

    expect(seriesValue(samples, 'tarot_readings_total', { status: 'complete', oracle: 'fake-tarot-1' })).toBe(
      1,
    );
    const oracle = { oracle: 'fake-tarot-1', kind: 'reading' };
    expect(seriesValue(samples, 'tarot_oracle_duration_seconds_count', { ...oracle, outcome: 'ok' })).toBe(1);
    expect(seriesValue(samples, 'tarot_oracle_tokens_total', { ...oracle, type: 'prompt' })).toBe(321);
    expect(seriesValue(samples, 'tarot_oracle_tokens_total', { ...oracle, type: 'completion' })).toBe(45);

    // The verification mail waits for the unreachable mail server, as old as the test's clock makes it.
    const [mail] = t.deps.db.select().from(mailOutbox).all();
    expect(seriesValue(samples, 'tarot_mail_outbox_depth')).toBe(1);
    expect(seriesValue(samples, 'tarot_mail_outbox_oldest_age_seconds')).toBe(
      (t.deps.now() - (mail?.createdAt ?? 0)) / 1000,
    );
    expect(seriesValue(samples, 'tarot_payments', { status: 'paid' })).toBe(1);
    expect(seriesValue(samples, 'tarot_payments_stars', { status: 'paid' })).toBe(100);

    expect(samples.map((s) => s.name)).toEqual(
      expect.arrayContaining(['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']),
    );
  });
});
