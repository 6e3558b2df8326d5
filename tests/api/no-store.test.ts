/** Answers that carry tokens or personal data are never stored by a browser or a shared cache (issue 11 §10). */
import { describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../helpers/harness.js';

describe('Cache-Control on the API', () => {
  it('is no-store on sign-in, refresh, profile, balance and history answers, and on errors', async () => {
    const t = makeApp();
    const email = `cache-${Date.now()}@example.com`;
    const register = await t.call('POST', '/api/auth/', {
      action: 'register',
      email,
      password: 'a-long-enough-passphrase',
    });
    expect(register.status).toBe(201);
    const { access_token, refresh_token } = (await register.json()) as Record<string, string>;
    const answers = [
      register,
      await t.call('POST', '/api/auth/', { action: 'login', email, password: 'a-long-enough-passphrase' }),
      await t.call('POST', '/api/auth/refresh', { refresh_token }),
      await t.call('GET', '/api/user/info', undefined, access_token),
      await t.call('GET', '/api/user/tokens', undefined, access_token),
      await t.call('GET', '/api/user/history', undefined, access_token),
      await t.call('GET', '/api/user/info'),
    ];
    for (const res of answers) {
      expect(`${res.url} ${res.status}: ${res.headers.get('cache-control')}`).toMatch(/: no-store$/);
    }
  });

  it('caches card images publicly for a day, then revalidates them by ETag', async () => {
    const t = makeApp();
    await registerUser(t);
    const res = await t.call('GET', '/api/tarot/cards/major-00/image.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await t.call('GET', '/api/tarot/cards/major-00/image.svg', undefined, undefined, {
      'if-none-match': tag ?? '',
    });
    expect(again.status).toBe(304);
    const other = await t.call('GET', '/api/tarot/cards/major-01/image.svg', undefined, undefined, {
      'if-none-match': tag ?? '',
    });
    expect(other.status).toBe(200);
  });
});
