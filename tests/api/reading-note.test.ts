/** PUT /api/readings/{id}/note and `note` in every reading (DESIGN §6a). */
import { describe, expect, it } from 'vitest';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { type JsonBody, readJson } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

const read = readJson<ReadingDto & JsonBody>;

async function newReading(t: TestApp, token: string) {
  const res = await t.call('POST', '/api/readings', { spread_id: 'yes-no' }, token);
  expect(res.status).toBe(201);
  await t.deps.interpretations.idle();
  return ((await res.json()) as { reading: ReadingDto }).reading;
}

const putNote = (t: TestApp, token: string | undefined, id: string, body: unknown) =>
  t.call('PUT', `/api/readings/${id}/note`, body, token);

describe('PUT /api/readings/{id}/note', () => {
  it('stores the trimmed note, shows it in the reading and in history, and an empty note clears it', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    expect(reading.note).toBeNull();

    const res = await putNote(t, user.token, reading.id, { note: '  came true in May  ' });
    expect(res.status).toBe(200);
    expect(await read(res)).toMatchObject({ id: reading.id, note: 'came true in May' });
    expect((await read(await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token))).note).toBe(
      'came true in May',
    );
    const history = (await (await t.call('GET', '/api/user/history', undefined, user.token)).json()) as {
      items: ReadingDto[];
    };
    expect(history.items[0]?.note).toBe('came true in May');

    expect((await read(await putNote(t, user.token, reading.id, { note: '   ' }))).note).toBeNull();
    expect(
      (await read(await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token))).note,
    ).toBeNull();
  });

  it('accepts 2,000 characters and refuses 2,001 with 422 naming the field, leaving the note as it was', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    expect((await putNote(t, user.token, reading.id, { note: 'a'.repeat(2000) })).status).toBe(200);
    const res = await putNote(t, user.token, reading.id, { note: 'b'.repeat(2001) });
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.detail.code).toBe('validation_error');
    expect(body.detail.message).toContain('note');
    expect((await read(await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token))).note).toBe(
      'a'.repeat(2000),
    );
  });

  it('answers 422 for a missing or non-string note', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    for (const body of [{}, { note: 5 }, { note: null }]) {
      const res = await putNote(t, user.token, reading.id, body);
      expect(res.status).toBe(422);
      expect((await read(res)).detail).toMatchObject({
        code: 'validation_error',
        fields: { note: expect.any(String) },
      });
    }
  });

  it("answers 401 without a token and 404 for another user's reading, which keeps its note", async () => {
    const t = makeApp();
    const owner = await signUp(t);
    const other = await signUp(t);
    const reading = await newReading(t, owner.token);
    await putNote(t, owner.token, reading.id, { note: 'mine' });
    expect((await putNote(t, undefined, reading.id, { note: 'x' })).status).toBe(401);
    const res = await putNote(t, other.token, reading.id, { note: 'stolen' });
    expect(res.status).toBe(404);
    expect((await read(res)).detail).toEqual({ message: 'Reading not found', code: 'not_found' });
    expect((await putNote(t, owner.token, 'no-such-reading', { note: 'x' })).status).toBe(404);
    expect(
      (await read(await t.call('GET', `/api/readings/${reading.id}`, undefined, owner.token))).note,
    ).toBe('mine');
  });
});
