/**
 * ADR 0032: the session check may answer from memory only while the database has not changed at all. A
 * change by this process, or by another connection to the same file (the bot run alone, a script), must be
 * seen by the very next request.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../helpers/harness.js';

const info = (t: ReturnType<typeof makeApp>, token: string) =>
  t.call('GET', '/api/user/info', undefined, token);

describe('the session check', () => {
  it('refuses a token at once when another connection ends its sign-in', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    expect((await info(t, access_token)).status).toBe(200);
    expect((await info(t, access_token)).status).toBe(200);
    const other = new Database(t.deps.databasePath);
    other.prepare('update refresh_tokens set revoked_at = ?').run(Date.now());
    other.close();
    expect((await info(t, access_token)).status).toBe(401);
  });

  it('refuses a token at once when another connection bumps the session version', async () => {
    const t = makeApp();
    const { access_token, user } = await registerUser(t);
    expect((await info(t, access_token)).status).toBe(200);
    const other = new Database(t.deps.databasePath);
    other.prepare('update users set session_version = session_version + 1 where id = ?').run(user.id);
    other.close();
    expect((await info(t, access_token)).status).toBe(401);
  });

  it('sees this process change the user between two calls', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    const before = await (await info(t, access_token)).json();
    expect(before).toMatchObject({ terms_accepted: false });
    expect((await t.call('POST', '/api/user/terms', { accepted: true }, access_token)).status).toBe(200);
    expect(await (await info(t, access_token)).json()).toMatchObject({ terms_accepted: true });
  });

  it('accepts a token again after an unrelated write, and keeps each caller its own copy of the user', async () => {
    const t = makeApp();
    const first = await registerUser(t);
    expect((await info(t, first.access_token)).status).toBe(200);
    await registerUser(t);
    expect((await info(t, first.access_token)).status).toBe(200);
    const verify = await t.call('POST', '/api/auth/verify', undefined, first.access_token);
    expect(await verify.json()).toMatchObject({ valid: true, user: { id: first.user.id } });
  });
});
