/** A reading's note is private to its writer (issue 17, 2.9; ADR 0035): admins see the reading, never the note. */
import { describe, expect, it } from 'vitest';
import { makeApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { newReading } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

describe('a private note in the admin view', () => {
  it('is in neither GET /api/admin/readings/{id} nor the admin list, while its writer still reads it', async () => {
    const t = makeApp();
    const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    const note = 'I am afraid to tell anyone about this.';
    expect((await t.call('PUT', `/api/readings/${reading.id}/note`, { note }, user.token)).status).toBe(200);
    expect(
      await read(await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token)),
    ).toMatchObject({
      note,
    });

    const detail = await t.call('GET', `/api/admin/readings/${reading.id}`, undefined, admin.token);
    expect(detail.status).toBe(200);
    const list = await t.call('GET', `/api/admin/readings?user_id=${user.id}`, undefined, admin.token);
    expect(list.status).toBe(200);
    for (const body of [await detail.text(), await list.text()]) {
      expect(body).toContain(reading.id);
      expect(body).not.toContain(note);
      expect(body).not.toContain('"note"');
    }
  });
});
