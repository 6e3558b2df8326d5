/**
 * Readings interpreted by the real OpenAI-compatible oracle (the `openai` client) against a fake
 * chat-completions server on loopback, streamed to the client as server-sent events.
 */
import { describe, expect, it } from 'vitest';
import type { Oracle } from '../../core/oracle/oracle.js';
import type { StreamEvent } from '../../core/readings/interpretations.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { readingEvents } from '../../core/readings/reading-events.js';
import { DEFAULT_CHUNKS } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { dbRow, newReading, tokens } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

interface SseEvent {
  event: string;
  data: { text?: string; reading?: ReadingDto; detail?: { message: string; code: string } };
}

/** Parses a server-sent-event body as a browser client would read it: fetch, then a stream reader. */
async function* sse(res: Response): AsyncGenerator<SseEvent> {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event =
          lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim() ?? 'message';
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart());
        yield { event, data: JSON.parse(data.join('\n')) as SseEvent['data'] };
      }
    }
  } finally {
    await reader.cancel();
  }
}

const { fake, aiApp } = useFakeOpenAi();

async function streamAll(t: TestApp, token: string, id: string) {
  const res = await t.call('GET', `/api/readings/${id}/stream`, undefined, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: SseEvent[] = [];
  for await (const event of sse(res)) events.push(event);
  return events;
}

describe('GET /api/readings/:id/stream with the OpenAI-compatible oracle', () => {
  it('delivers the streamed text in order as delta events, then done with the complete reading', async () => {
    const chunks = ['The Magician ', 'opens ', 'the door; ', 'the Three of Cups ', 'raises a toast.'];
    // The model writes the first chunk, then waits for the test: the client joins mid-generation.
    fake.script({ chunks, holdAfter: 1 });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await fake.held();
    const res = await t.call('GET', `/api/readings/${reading.id}/stream`, undefined, user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events: SseEvent[] = [];
    for await (const event of sse(res)) {
      events.push(event);
      if (events.length === 1) fake.release();
    }

    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text ?? '');
    expect(deltas.join('')).toBe(chunks.join(''));
    // Live deltas arrive one chunk at a time (the first may hold whatever was generated before we joined).
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.slice(1)).toEqual(chunks.slice(chunks.length - deltas.length + 1));
    expect(events.at(-1)?.event).toBe('done');
    expect(events.map((e) => e.event)).toEqual([...deltas.map(() => 'delta'), 'done']);
    expect(events.at(-1)?.data.reading).toMatchObject({
      id: reading.id,
      status: 'complete',
      interpretation: chunks.join(''),
    });

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-key',
    });
    expect(fake.requests[0]?.body).toMatchObject({
      model: 'fake-tarot-1',
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('streams a finished reading again as its whole text at once, then done', async () => {
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    const events = await streamAll(t, user.token, reading.id);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(events[0]?.data.text).toBe(DEFAULT_CHUNKS.join(''));
    expect(events[1]?.data.reading?.interpretation).toBe(DEFAULT_CHUNKS.join(''));
    expect(fake.requests).toHaveLength(1);
  });

  it('stores the usage the server reports and the model', async () => {
    fake.script({ chunks: ['Stars ', 'align.'], usage: { prompt_tokens: 321, completion_tokens: 54 } });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect(dbRow(t, reading.id)).toMatchObject({
      status: 'complete',
      interpretation: 'Stars align.',
      model: 'fake-tarot-1',
      promptTokens: 321,
      completionTokens: 54,
    });
  });

  it('marks the reading failed with a reason when the connection is cut mid-stream, emits error, and refunds by a ledger row', async () => {
    fake.script({ chunks: ['One ', 'two ', 'three ', 'four.'], cutAfter: 2 });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token, { spread_id: 'celtic-cross' });
    expect((await tokens(t, user.token)).token_balance).toBe(5);
    const events = await streamAll(t, user.token, reading.id);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { detail: { message: expect.any(String), code: 'reading_failed' } },
    });
    expect(events.filter((e) => e.event === 'done')).toEqual([]);
    await t.deps.interpretations.idle();

    const failed = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token)
    ).json()) as ReadingDto;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'oracle_error' });
    const after = await tokens(t, user.token);
    expect(after.token_balance).toBe(10);
    expect(after.entries.filter((e) => e.reason === 'reading_refund')).toEqual([
      expect.objectContaining({ delta: 5, reference: reading.id }),
    ]);
    // Streaming a failed reading again tells the same story, and refunds nothing more.
    expect((await streamAll(t, user.token, reading.id)).map((e) => e.event)).toEqual(['error']);
    expect((await tokens(t, user.token)).token_balance).toBe(10);
  });

  it('gives the free daily card back when its reading fails', async () => {
    fake.script({ chunks: ['One ', 'two ', 'three.'], cutAfter: 1 });
    const t = aiApp(0);
    const user = await signUp(t);
    const failed = await newReading(t, user.token, { spread_id: 'daily' });
    expect(failed.cost).toBe(0);
    await t.deps.interpretations.idle();
    expect(dbRow(t, failed.id)?.status).toBe('failed');

    fake.script({ chunks: ['A calm day.'] });
    const retry = await newReading(t, user.token, { spread_id: 'daily' });
    expect(retry.cost).toBe(0);
    await t.deps.interpretations.idle();
    expect((await tokens(t, user.token)).token_balance).toBe(10);
  });

  it('finishes and saves the reading for a client that went away after the first delta', async () => {
    const chunks = ['Patience ', 'is ', 'a ', 'quiet ', 'kind ', 'of ', 'courage.'];
    fake.script({ chunks, holdAfter: 1 });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await fake.held();
    const res = await t.call('GET', `/api/readings/${reading.id}/stream`, undefined, user.token);
    let first: SseEvent | undefined;
    for await (const event of sse(res)) {
      first = event;
      break; // the client goes away
    }
    expect(first?.event).toBe('delta');
    expect(dbRow(t, reading.id)?.status).toBe('pending');

    fake.release();
    await t.deps.interpretations.idle();
    const history = (await (await t.call('GET', '/api/user/history', undefined, user.token)).json()) as {
      items: ReadingDto[];
    };
    expect(history.items).toEqual([
      expect.objectContaining({ id: reading.id, status: 'complete', interpretation: chunks.join('') }),
    ]);
  });

  it('refuses to delete a reading while it is generated (409), and its stream still ends with done', async () => {
    const chunks = ['Not ', 'gone ', 'like ', 'smoke.'];
    fake.script({ chunks, holdAfter: 1 });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await fake.held();
    const res = await t.call('GET', `/api/readings/${reading.id}/stream`, undefined, user.token);
    const events = sse(res);
    expect((await events.next()).value?.event).toBe('delta');
    const refused = await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      detail: { message: expect.any(String), code: 'reading_pending' },
    });
    fake.release();
    const rest: SseEvent[] = [];
    // A stream that never ends fails by the test's own timeout.
    for await (const event of events) rest.push(event);
    expect(rest.at(-1)).toMatchObject({
      event: 'done',
      data: { reading: { id: reading.id, status: 'complete', interpretation: chunks.join('') } },
    });
    expect(dbRow(t, reading.id)?.status).toBe('complete');
    expect((await tokens(t, user.token)).token_balance).toBe(8);
    expect((await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token)).status).toBe(200);
    expect(dbRow(t, reading.id)).toBeUndefined();
  });

  it('ends the stream of a client that joins just as the generation finishes', async () => {
    let release = () => {};
    // An oracle the test holds mid-reading, to choose the moment the generation ends.
    const gated: Oracle = {
      model: 'gated',
      async interpret(_request, onDelta) {
        onDelta('Half ');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        onDelta('done.');
        return { text: 'Half done.', usage: null };
      },
      personality: async () => ({ text: '', usage: null }),
      followup: async () => ({ text: '', usage: null }),
    };
    const t = makeApp({ oracle: gated });
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    const late: StreamEvent['type'][] = [];
    let lateClient: Promise<void> | undefined;
    t.deps.interpretations.subscribe(reading.id, (event) => {
      // A request handled in the very next microtask after the terminal event.
      if (event.type !== 'done') return;
      queueMicrotask(() => {
        lateClient = (async () => {
          for await (const e of readingEvents(t.deps.db, t.deps.interpretations, user.id, reading.id))
            late.push(e.type);
        })();
      });
    });
    release();
    await t.deps.interpretations.idle();
    await lateClient;
    expect(late).toEqual(['delta', 'done']);
  });
});
