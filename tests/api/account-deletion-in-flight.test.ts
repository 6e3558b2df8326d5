/**
 * Deleting an account while the oracle is still writing one of its readings (issue 17, 2.5): the
 * generation stops and nothing is written into the deleted account's readings, then or after a restart.
 * The oracle is the real OpenAI client against the loopback fake, which holds the stream open.
 */
import { describe, expect, it } from 'vitest';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp } from '../helpers/harness.js';
import { dbRow, newReading } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

const CHUNKS = ['The cards ', 'speak ', 'of what you asked.'];

/** An AI app, an admin, and a user whose reading is being written, held after its first chunk. */
async function readingInFlight() {
  fake.script({ chunks: CHUNKS, holdAfter: 1 });
  const t = aiApp(0);
  const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
  const user = await signUp(t, { email: 'leaving@example.com' });
  const reading = await newReading(t, user.token, { spread_id: 'three-cards', question: 'Will it last?' });
  await fake.held();
  const deleteAccount = () => t.call('DELETE', `/api/admin/users/${user.id}`, undefined, admin.token);
  return { t, reading, deleteAccount };
}

describe('deleting an account while one of its readings is being written', () => {
  it('stops the generation and writes nothing into the reading when the stream ends', async () => {
    const { t, reading, deleteAccount } = await readingInFlight();
    expect((await deleteAccount()).status).toBe(200);
    fake.release();
    await t.deps.interpretations.idle();
    expect(dbRow(t, reading.id)).toMatchObject({
      question: null,
      interpretation: '',
      status: 'pending',
      model: null,
      completedAt: null,
    });
  });

  it('does not resume the reading after a restart', async () => {
    const { t, reading, deleteAccount } = await readingInFlight();
    expect((await deleteAccount()).status).toBe(200);
    // The process "restarts" on the same file while the old stream is still held open.
    const restarted = makeApp({ databasePath: t.deps.databasePath });
    expect(restarted.deps.interpretations.resumePending()).toBe(0);
    await restarted.deps.interpretations.idle();
    fake.release();
    await t.deps.interpretations.idle();
    expect(dbRow(restarted, reading.id)).toMatchObject({ interpretation: '', status: 'pending' });
  });
});
