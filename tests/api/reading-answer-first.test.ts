/**
 * A reading made through the API opens with the answer (issue 21 §2, ADR 0048): the offline oracle's
 * text says the leaning, or which option the cards favour, in its first two sentences, and does not
 * quote the question, which the page shows above it (ADR 0089).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { localeJson } from '../helpers/locale-files.js';
import { signUp } from '../helpers/sign-up.js';

/** Creates a reading, lets the oracle finish, and answers it as the client reads it. */
async function finished(t: TestApp, token: string, body: Record<string, unknown>): Promise<ReadingDto> {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(201);
  const { reading } = (await res.json()) as { reading: ReadingDto };
  await t.deps.interpretations.idle();
  const done = (await (
    await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
  ).json()) as ReadingDto;
  expect(done.status).toBe('complete');
  return done;
}

/** The text opens with the fixed words of one of the keys' variants (up to its first placeholder). */
function opensWithOneOf(text: string, locale: Locale, keys: string[]): boolean {
  const phrases = localeJson<Record<string, string[]>>(locale, 'oracle');
  return keys.some((key) =>
    (phrases[key] ?? []).some((variant) => text.startsWith(variant.split('{{')[0] ?? variant)),
  );
}

describe('the reading’s text', () => {
  it('opens with a leaning for a yes/no question in a three-card spread, and does not quote the question', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const question = 'Will my relationship with Jonas last?';
    const reading = await finished(t, token, { spread_id: 'three-cards', question, locale: 'en' });
    const text = reading.interpretation ?? '';
    const opening = text.split('\n\n')[0] ?? '';
    expect(opensWithOneOf(opening, 'en', ['answer_yes', 'answer_no', 'answer_maybe']), opening).toBe(true);
    expect(text).not.toContain(question);
  });

  it('weighs the two options of a Russian either/or question in its first sentence', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const question = 'Переехать в Лиссабон или остаться в Берлине?';
    const reading = await finished(t, token, { spread_id: 'celtic-cross', question, locale: 'ru' });
    const first = (reading.interpretation ?? '').split('\n\n')[0] ?? '';
    expect(opensWithOneOf(first, 'ru', ['answer_choice', 'answer_choice_even']), first).toBe(true);
    expect(first).toContain('«переехать в Лиссабон»');
    expect(first).toContain('«остаться в Берлине»');
  });
});
