/**
 * A small OpenAI-compatible chat-completions server on loopback (DESIGN §11). The product talks to it
 * through its real `openai` client, configured only by URL. It records every request body so tests can
 * read the prompt, and each test scripts what it answers: the text chunks, a pause before each chunk,
 * an HTTP error for the first N requests, or a connection cut after K chunks.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
}

export interface ChatRequestBody {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody;
  /** The HTTP status this request was answered with (200 for a stream, even one cut short). */
  status: number;
}

export interface FakeScript {
  /** The text to send, one stream chunk each. */
  chunks?: string[];
  /**
   * A pause before each chunk, in milliseconds: a model's pace, for benches. A test that needs a stream
   * still open at some point holds it (`holdAfter`) and releases it itself, so the test, not time, orders events.
   */
  delayMs?: number;
  /** Answer this many requests with failStatus before answering normally. */
  failTimes?: number;
  failStatus?: number;
  /** Destroy the connection after this many content chunks. */
  cutAfter?: number;
  /** Hold the stream open after this many content chunks until `release()` is called or the client goes. */
  holdAfter?: number;
  /** The usage reported in the final chunk (when the client asks for it) or the JSON answer. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface FakeOpenAi {
  /** Base URL without the /v1 suffix, e.g. http://127.0.0.1:41234. */
  url: string;
  requests: RecordedRequest[];
  /** Replaces the script for the requests that follow. */
  script(next: FakeScript): void;
  /** Resolves once a stream is being held (`holdAfter`). */
  held(): Promise<void>;
  /** Lets held streams go on. */
  release(): void;
  close(): Promise<void>;
}

export const DEFAULT_CHUNKS = ['The cards ', 'speak ', 'softly ', 'tonight.'];

/** Every message of a recorded request, joined: what the model was asked. */
export const promptOf = (request: RecordedRequest) => request.body.messages.map((m) => m.content).join('\n');

/** A promise and the function that resolves it (Promise.withResolvers is newer than Node 20). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let current: FakeScript = {};
  let failuresLeft = 0;
  let gate = deferred();
  let holding = deferred();

  async function answer(res: http.ServerResponse, record: RecordedRequest) {
    const { body } = record;
    // The script, gate and hold as they were when the request came: a later script() changes later requests.
    const script = current;
    const [open, hold] = [gate, holding];
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      record.status = script.failStatus ?? 500;
      // retry-after-ms keeps the client's backoff short; the client decides by status whether to retry.
      sendJson(
        res,
        record.status,
        { error: { message: `scripted failure ${record.status}`, type: 'server_error', code: null } },
        { 'retry-after-ms': '5' },
      );
      return;
    }
    const chunks = script.chunks ?? DEFAULT_CHUNKS;
    const text = chunks.join('');
    const usage = script.usage ?? {
      prompt_tokens: Math.ceil(promptOf(record).length / 4),
      completion_tokens: chunks.length,
    };
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    const gone = deferred();
    res.on('close', () => {
      closed = true;
      gone.resolve();
    });
    // Resolves once the chunk is handed to the socket, so a scripted cut happens after it is sent.
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      new Promise<void>((resolve) => {
        const chunk = { id, object: 'chat.completion.chunk', created, model: body.model, choices, ...extra };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`, () => resolve());
      });
    await send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const [i, chunk] of chunks.entries()) {
      if (script.cutAfter !== undefined && i >= script.cutAfter) {
        res.socket?.destroy();
        return;
      }
      if (i === script.holdAfter) {
        hold.resolve();
        await Promise.race([open.promise, gone.promise]);
      }
      if (script.delayMs) await sleep(script.delayMs);
      if (closed) return;
      await send([{ index: 0, delta: { content: chunk }, finish_reason: null }]);
    }
    await send([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    if (body.stream_options?.include_usage) {
      await send([], { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    }
    res.end('data: [DONE]\n\n');
  }

  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      sendJson(res, 404, {
        error: { message: `no route ${req.method} ${path}`, type: 'invalid_request_error' },
      });
      return;
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequestBody;
    } catch {
      sendJson(res, 400, { error: { message: 'malformed JSON', type: 'invalid_request_error' } });
      return;
    }
    const record: RecordedRequest = {
      method: req.method,
      path,
      authorization: req.headers.authorization,
      body,
      status: 200,
    };
    requests.push(record);
    await answer(res, record).catch(() => res.socket?.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(next) {
      current = next;
      failuresLeft = next.failTimes ?? 0;
      gate = deferred();
      holding = deferred();
    },
    held: () => holding.promise,
    release: () => gate.resolve(),
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
