/** Issue 13: what each reading cost the oracle is recorded and shown to admins. */
import { describe, expect, it } from 'vitest';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

describe('GET /api/admin/readings/{id}', () => {
  it('shows the model, the tokens in and out the model server reported, and how long it took', async () => {
    fake.script({ chunks: ['The cards ', 'speak.'], usage: { prompt_tokens: 812, completion_tokens: 64 } });
    const t = aiApp(0, { model: 'fake-tarot-2' });
    const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
    const user = await signUp(t);
    const created = await t.call('POST', '/api/readings', { spread_id: 'three-cards' }, user.token);
    const { reading } = (await created.json()) as { reading: { id: string } };
    await t.deps.interpretations.idle();
    const res = await t.call('GET', `/api/admin/readings/${reading.id}`, undefined, admin.token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { oracle: unknown }).oracle).toEqual({
      model: 'fake-tarot-2',
      prompt_tokens: 812,
      completion_tokens: 64,
      duration_ms: expect.any(Number),
    });
  });
});
