/** Users made straight in the database as sign-up makes them (English unless told), and sessions for them. */
import { createUser, type NewUser } from '../../core/accounts/users.js';
import { startSession } from '../../core/sessions/sessions.js';
import type { TestApp } from './harness.js';

/** A new user as sign-up makes one, with the welcome bonus; `values` override the defaults. */
export const createTestUser = (t: TestApp, values: Partial<NewUser> = {}) =>
  t.deps.db.transaction((tx) => createUser(tx, { locale: 'en', ...values }), { behavior: 'immediate' });

/** An access token of a new session for this user. */
export const accessTokenFor = async (t: TestApp, userId: number) =>
  (await startSession(t.deps, userId)).access_token;

/** A new user and an access token for them. */
export async function signUp(t: TestApp, values: Partial<NewUser> = {}) {
  const user = createTestUser(t, values);
  return { token: await accessTokenFor(t, user.id), id: user.id };
}
