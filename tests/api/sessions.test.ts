import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../core/accounts/user-dto.js';
import { endAllSessions } from '../../core/sessions/sessions.js';
import { refreshTokens } from '../../db/schema.js';
import { anyErrorDetail, type ErrorDetail } from '../helpers/error-shape.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';

interface ApiBody {
  access_token: string;
  refresh_token: string;
  user: UserDto | null;
  valid: boolean;
  detail: ErrorDetail;
}
const read = readJson<ApiBody>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const refresh = (t: TestApp, refresh_token: string, device_info?: string) =>
  t.call('POST', '/api/auth/refresh', { refresh_token, device_info });
const verify = (t: TestApp, access_token: string) =>
  t.call('POST', '/api/auth/verify', undefined, access_token);
const logout = (t: TestApp, refresh_token: string) => t.call('POST', '/api/auth/logout', { refresh_token });

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  expect((await read(res)).detail).toEqual(anyErrorDetail);
}

/** How many of these refresh tokens can still be traded for a pair. */
async function usable(t: TestApp, tokens: string[]) {
  let count = 0;
  for (const token of tokens) if ((await refresh(t, token)).status === 200) count += 1;
  return count;
}

describe('POST /api/auth/refresh', () => {
  it('trades a refresh token for a new pair and the user', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(MINUTE);
    const res = await refresh(t, session.refresh_token, 'Firefox on Linux');
    expect(res.status).toBe(200);
    const pair = await read(res);
    expect(pair.access_token).toEqual(expect.any(String));
    expect(pair.refresh_token).toEqual(expect.any(String));
    expect(pair.access_token).not.toBe(session.access_token);
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect(pair.user?.id).toBe(session.user.id);
    // The new access token works, and so does the old one until it expires.
    expect((await verify(t, pair.access_token)).status).toBe(200);
    expect((await verify(t, session.access_token)).status).toBe(200);
    // The new refresh token refreshes in turn.
    expect((await refresh(t, pair.refresh_token)).status).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const stored = t.deps.db.select().from(refreshTokens).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(session.refresh_token);
  });

  it('lets the old access token expire on schedule while the new one keeps working', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(10 * MINUTE);
    const pair = await read(await refresh(t, session.refresh_token));
    t.deps.clock.advance(5 * MINUTE + SECOND);
    await expect401(await verify(t, session.access_token));
    expect((await verify(t, pair.access_token)).status).toBe(200);
  });

  it('gives 50 parallel refreshes of one token the same new pair, all successful', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(MINUTE);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(t, session.refresh_token)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const pairs = await Promise.all(answers.map(read));
    const distinct = new Set(pairs.map((p) => `${p.access_token} ${p.refresh_token}`));
    expect(distinct.size).toBe(1);
    const pair = pairs[0] as ApiBody;
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    // One rotation happened: the original and its one child are the only rows.
    expect(t.deps.db.select().from(refreshTokens).all()).toHaveLength(2);
    expect((await verify(t, pair.access_token)).status).toBe(200);
    expect((await refresh(t, pair.refresh_token)).status).toBe(200);
  });

  it('gives a retry of a rotated token inside the 10 s grace window the same pair', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const first = await read(await refresh(t, session.refresh_token));
    t.deps.clock.advance(9 * SECOND);
    const retry = await refresh(t, session.refresh_token);
    expect(retry.status).toBe(200);
    const again = await read(retry);
    expect(again.refresh_token).toBe(first.refresh_token);
    expect(again.access_token).toBe(first.access_token);
  });

  it('refuses a rotated token presented after the grace window and revokes its whole family', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const child = await read(await refresh(t, session.refresh_token));
    t.deps.clock.advance(5 * SECOND);
    const grandchild = await read(await refresh(t, child.refresh_token));
    t.deps.clock.advance(11 * SECOND);

    const stolen = await refresh(t, session.refresh_token);
    await expect401(stolen);

    // 0 tokens of the family are usable afterwards, the newest included.
    expect(await usable(t, [session.refresh_token, child.refresh_token, grandchild.refresh_token])).toBe(0);
  });

  it('revokes only the family of the reused token, not the same user’s other sessions', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const other = await read(
      await t.call('POST', '/api/auth/', { email: session.user.email, password: 'a-long-enough-passphrase' }),
    );
    await refresh(t, session.refresh_token);
    t.deps.clock.advance(11 * SECOND);
    await expect401(await refresh(t, session.refresh_token));
    expect(await usable(t, [other.refresh_token])).toBe(1);
  });

  it('refuses a refresh token that has passed its 30-day expiry', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(31 * DAY);
    await expect401(await refresh(t, session.refresh_token));
  });

  it('keeps the 30-day expiry absolute across rotations', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(29 * DAY);
    const pair = await read(await refresh(t, session.refresh_token));
    t.deps.clock.advance(2 * DAY);
    await expect401(await refresh(t, pair.refresh_token));
  });

  it('refuses an unknown refresh token with 401', async () => {
    const t = makeApp();
    await registerUser(t);
    await expect401(await refresh(t, 'no-such-token'));
  });

  it('answers a missing refresh_token with 422 naming the field', async () => {
    const t = makeApp();
    const res = await t.call('POST', '/api/auth/refresh', { device_info: 'x' });
    expect(res.status).toBe(422);
    expect((await read(res)).detail.message).toContain('refresh_token');
  });
});

describe('access tokens', () => {
  it('refuses an access token older than 15 minutes with 401', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    t.deps.clock.advance(14 * MINUTE);
    expect((await verify(t, session.access_token)).status).toBe(200);
    t.deps.clock.advance(MINUTE + SECOND);
    await expect401(await verify(t, session.access_token));
    await expect401(await t.call('GET', '/api/auth/password/status', undefined, session.access_token));
  });

  it('refuses an access token whose signature was altered', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const [header, payload, signature = ''] = session.access_token.split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect401(await verify(t, forged));
  });

  it('ends every session and access token of a user at once when all sessions are ended', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    endAllSessions(t.deps, session.user.id);
    await expect401(await verify(t, session.access_token));
    await expect401(await refresh(t, session.refresh_token));
    // Signing in again works.
    const again = await t.call('POST', '/api/auth/', {
      email: session.user.email,
      password: 'a-long-enough-passphrase',
    });
    expect(again.status).toBe(200);
    expect((await verify(t, (await read(again)).access_token)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token: refreshing afterwards answers 401', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const res = await logout(t, session.refresh_token);
    expect(res.status).toBe(200);
    await expect401(await refresh(t, session.refresh_token));
  });

  it('revokes the whole session, including a token already rotated from it', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const pair = await read(await refresh(t, session.refresh_token));
    expect((await logout(t, session.refresh_token)).status).toBe(200);
    expect(await usable(t, [session.refresh_token, pair.refresh_token])).toBe(0);
  });

  it('leaves the user’s other sessions alone', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const other = await read(
      await t.call('POST', '/api/auth/', { email: session.user.email, password: 'a-long-enough-passphrase' }),
    );
    await logout(t, session.refresh_token);
    expect(await usable(t, [other.refresh_token])).toBe(1);
  });

  it('answers 200 for an unknown token, and twice for the same token', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    expect((await logout(t, 'never-issued')).status).toBe(200);
    expect((await logout(t, session.refresh_token)).status).toBe(200);
    expect((await logout(t, session.refresh_token)).status).toBe(200);
    const revoked = t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id))
      .all();
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
