/**
 * The product's own cost before the first streamed word (issue 13): from POST /api/readings to the first
 * `delta` event of its stream, against `npm start` with the AI oracle pointed at the loopback
 * OpenAI-compatible server, minus that server's own time to its first content chunk when asked directly.
 * Medians of 30. Target: under 20 ms.
 */
import { join } from 'node:path';
import { postEntry } from '../../core/ledger.js';
import { openDb } from '../../db/client.js';
import { register } from '../e2e/support/accounts.js';
import { startServer } from '../e2e/support/server.js';
import { type FakeOpenAi, startFakeOpenAi } from '../fakes/openai-server.js';
import { median, SHORT, saveResults } from './bench-report.js';

const RUNS = SHORT ? 3 : 30;

/** Milliseconds until the body of `res` contains `marker`. */
async function untilText(res: Response, marker: string, started: number): Promise<number> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended without ${marker}: ${text}`);
    text += decoder.decode(value, { stream: true });
    if (text.includes(marker)) {
      const ms = performance.now() - started;
      await reader.cancel();
      return ms;
    }
  }
}

async function fakeFirstChunk(openai: FakeOpenAi): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${openai.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  return untilText(res, '"content":"First', started);
}

const openai = await startFakeOpenAi();
openai.script({ chunks: ['First words ', 'and the rest.'], delayMs: 20 });
const server = await startServer({
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: `${openai.url}/v1`,
  LOG_LEVEL: 'warn',
});
try {
  const account = await register(server.url, { onboarded: true });
  // Enough tokens for every run, granted through the ledger on the server's own database file.
  const db = openDb(join(server.dataDir, 'tarot.db'));
  postEntry(db, { userId: account.user.id, delta: 1_000, reason: 'grant' });
  db.$client.close();
  const auth = { authorization: `Bearer ${account.access_token}`, 'content-type': 'application/json' };
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now();
    const created = await fetch(`${server.url}/api/readings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ spread_id: 'yes-no', question: `Bench question ${i}?` }),
    });
    if (created.status !== 201) throw new Error(`POST /api/readings: ${created.status}`);
    const { reading } = (await created.json()) as { reading: { id: string } };
    const stream = await fetch(`${server.url}/api/readings/${reading.id}/stream`, { headers: auth });
    const ms = await untilText(stream, 'First words', started);
    const direct = await fakeFirstChunk(openai);
    if (i >= 3) {
      ours.push(ms);
      theirs.push(direct);
    }
  }
  const overhead = median(ours) - median(theirs);
  console.log(
    `reading: request to first streamed word          ${median(ours).toFixed(1)} ms; the model server's own first chunk ${median(theirs).toFixed(1)} ms; overhead ${overhead.toFixed(1)} ms (target < 20 ms, median of ${RUNS})`,
  );
  saveResults('oracle_first_word', {
    runs: RUNS,
    ours_ms: Math.round(median(ours) * 10) / 10,
    model_server_ms: Math.round(median(theirs) * 10) / 10,
    overhead_ms: Math.round(overhead * 10) / 10,
  });
} finally {
  await server.stop();
  await openai.close();
}
