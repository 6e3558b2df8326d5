import { describe, expect, it } from 'vitest';
import { makeApp } from '../helpers/harness.js';

describe('health and unknown routes', () => {
  it('answers /healthz with ok', async () => {
    const res = await makeApp().call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api routes with 404 in the error shape', async () => {
    const res = await makeApp().call('GET', '/api/no/such/route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: { message: 'Not found', code: 'not_found' } });
  });

  it('sends the security headers of DESIGN §5', async () => {
    const res = await makeApp().call('GET', '/healthz');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://web.telegram.org",
    );
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('allows scripts from our own origin only, and requires Trusted Types for script sinks (ADR 0035)', async () => {
    const csp = (await makeApp().call('GET', '/healthz')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('https://telegram.org');
    expect(csp).toContain("require-trusted-types-for 'script'");
  });
});
