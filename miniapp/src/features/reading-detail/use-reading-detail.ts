/** One saved reading by id; a reading still being written streams in here too. */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { ApiError, api, type Rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { streamReading } from '../../shared/reading-stream.js';

export type Reading = InferResponseType<Rpc['readings'][':id']['$get'], 200> & { note?: string | null };

export type DetailState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; reading: Reading; text: string; writing: boolean };

export function useReadingDetail(id: string) {
  const [state, setState] = useState<DetailState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api.request<Reading>(`/api/readings/${encodeURIComponent(id)}`).then(
      (reading) => {
        setState({
          kind: 'ready',
          reading,
          text: reading.interpretation,
          writing: reading.status === 'pending',
        });
        if (reading.status !== 'pending') return;
        let text = '';
        void streamReading<Reading>(
          id,
          {
            onDelta: (delta) => {
              text += delta;
              setState({ kind: 'ready', reading, text, writing: true });
            },
            // The stream's reading has no follow-ups yet; the page's copy keeps them.
            onDone: (done) =>
              setState({
                kind: 'ready',
                reading: { ...reading, ...done },
                text: done.interpretation,
                writing: false,
              }),
            onError: () =>
              setState({ kind: 'ready', reading: { ...reading, status: 'failed' }, text, writing: false }),
          },
          controller.signal,
        );
      },
      (e: unknown) =>
        setState(
          e instanceof ApiError && (e.status === 404 || e.status === 422)
            ? { kind: 'missing' }
            : { kind: 'error', message: errorMessage(e) },
        ),
    );
    return () => controller.abort();
  }, [id]);

  const update = (change: Partial<Reading>) =>
    setState((s) => (s.kind === 'ready' ? { ...s, reading: { ...s.reading, ...change } } : s));

  return { state, update };
}
