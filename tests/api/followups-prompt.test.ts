/**
 * What the OpenAI-compatible oracle asks the model for a follow-up (issue 20), read off the fake
 * chat-completions server: the fixed part first (system, the reading, earlier follow-ups as turns),
 * the new question and its clarifier card last, so the provider's prompt cache can serve the prefix.
 */
import { describe, expect, it } from 'vitest';
import type { FollowupDto } from '../../core/followups/followup-dto.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import type { RecordedRequest } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import type { TestApp } from '../helpers/harness.js';
import { cardTexts, spreadTexts } from '../helpers/locale-files.js';
import { newReading } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

async function followUp(t: TestApp, token: string, readingId: string, question: string, answer: string[]) {
  fake.script({ chunks: answer });
  const res = await t.call('POST', `/api/readings/${readingId}/followups`, { question }, token);
  expect(res.status).toBe(201);
  await t.deps.interpretations.idle();
  return {
    followup: ((await res.json()) as { followup: FollowupDto }).followup,
    request: fake.requests.at(-1) as RecordedRequest,
  };
}

describe('the follow-up prompt', () => {
  it('puts the system prompt, the reading and earlier follow-ups first, the new question and its card last', async () => {
    const t = aiApp();
    const { token } = await signUp(t, { locale: 'de' });
    fake.script({ chunks: ['Die Karten ', 'sprechen.'] });
    const question = 'Soll ich das Angebot annehmen?';
    const reading: ReadingDto = await newReading(t, token, { spread_id: 'three-cards', question });
    await t.deps.interpretations.idle();
    const first = await followUp(t, token, reading.id, 'Und was ist mit dem Geld?', ['Erste ', 'Antwort.']);
    const second = await followUp(t, token, reading.id, 'Wann soll ich handeln?', ['Zweite Antwort.']);

    const [system, context] = first.request.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write the whole answer in German');
    expect(context?.role).toBe('user');
    const names = cardTexts('de');
    const positions = spreadTexts('de')['three-cards']?.positions ?? {};
    for (const card of reading.cards) {
      expect(context?.content).toContain(`${positions[card.position]}: ${names[card.card_id]?.name}`);
    }
    expect(context?.content).toContain(question);
    expect(context?.content).toContain('Die Karten sprechen.');

    // The second request repeats the first one's prefix byte for byte, then the first follow-up as a
    // turn of the conversation, and ends with the new question.
    const messages = second.request.body.messages;
    expect(messages.slice(0, 2)).toEqual(first.request.body.messages.slice(0, 2));
    expect(messages[2]?.role).toBe('user');
    expect(messages[2]?.content).toContain('Und was ist mit dem Geld?');
    expect(messages[2]?.content).toContain(names[first.followup.card?.card_id ?? '']?.name);
    expect(messages[3]).toEqual({ role: 'assistant', content: 'Erste Antwort.' });
    const last = messages.at(-1);
    expect(messages).toHaveLength(5);
    expect(last?.role).toBe('user');
    expect(last?.content).toContain('Wann soll ich handeln?');
    expect(last?.content).toContain(`Clarifier card: ${names[second.followup.card?.card_id ?? '']?.name}`);
    for (const m of messages.slice(0, -1)) expect(m.content).not.toContain('Wann soll ich handeln?');
  });
});
