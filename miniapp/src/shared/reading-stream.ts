/**
 * Reads a generated text as the server writes it: GET /api/readings/{id}/stream (or a follow-up's
 * /api/readings/{id}/followups/{fid}/stream), server-sent events `delta {text}`, then `done {reading}`
 * (`done {followup}`) or `error {detail}`. Over fetch, because EventSource cannot send the bearer header
 * (DESIGN §9); a 401 renews the session once.
 */
import { createParser } from 'eventsource-parser';
import { api } from '../lib/api.js';
import { KEYS } from '../lib/session-storage.js';

/** Where a part of the text so far ends, and whose it is (a card's position, or null): ADR 0041. */
export interface SectionMark {
  position: string | null;
  end: number;
}

export interface StreamHandlers<R> {
  /** New text; `sections` when the parts placed so far changed (readings only). */
  onDelta(text: string, sections?: SectionMark[]): void;
  onDone(reading: R): void;
  /** `code` is the server's for a failure it reports (e.g. `reading_failed`); none for the network. */
  onError(message: string, code?: string): void;
}

async function open(path: string, signal: AbortSignal): Promise<Response> {
  const send = () =>
    fetch(path, {
      headers: {
        authorization: `Bearer ${localStorage.getItem(KEYS.accessToken) ?? ''}`,
        accept: 'text/event-stream',
      },
      signal,
    });
  const used = localStorage.getItem(KEYS.accessToken);
  const res = await send();
  if (res.status !== 401) return res;
  return (await api.renewAfter401(used).catch(() => false)) ? send() : res;
}

export const streamReading = <R>(id: string, handlers: StreamHandlers<R>, signal: AbortSignal) =>
  streamGenerated(`/api/readings/${encodeURIComponent(id)}/stream`, 'reading', handlers, signal);

/** `key` names the field of the `done` event that carries the finished object. */
export async function streamGenerated<R>(
  path: string,
  key: 'reading' | 'followup',
  handlers: StreamHandlers<R>,
  signal: AbortSignal,
): Promise<void> {
  let finished = false;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data) as {
        text?: string;
        sections?: SectionMark[];
        detail?: unknown;
      } & Record<string, unknown>;
      if (event.event === 'delta' && typeof data.text === 'string')
        handlers.onDelta(data.text, data.sections);
      if (event.event === 'done' && data[key]) {
        finished = true;
        handlers.onDone(data[key] as R);
      }
      if (event.event === 'error') {
        finished = true;
        const detail = data.detail as { message?: string; code?: string } | string | undefined;
        handlers.onError(
          typeof detail === 'string' ? detail : (detail?.message ?? 'Error'),
          typeof detail === 'string' ? undefined : detail?.code,
        );
      }
    },
  });
  try {
    const res = await open(path, signal);
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    if (!finished) handlers.onError('Network error');
  } catch (error) {
    if (signal.aborted) return;
    handlers.onError(
      error instanceof Error && error.message.startsWith('HTTP') ? error.message : 'Network error',
    );
  }
}
