/** One saved reading by id, from the query cache; a reading still being written streams in here too. */
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { ApiError, call, type Rpc, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { streamReading } from '../../shared/reading-stream.js';

export type Reading = InferResponseType<Rpc['readings'][':id']['$get'], 200> & { note?: string | null };

export type DetailState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; reading: Reading; text: string; writing: boolean };

/** The reading as the server has it now; dropped when the page closes, so a visit reads it afresh. */
function useReadingQuery(id: string) {
  return useQuery({
    queryKey: ['reading', id],
    queryFn: (): Promise<Reading> => call(rpc.readings[':id'].$get({ param: { id } })),
    gcTime: 0,
  });
}

export function useReadingDetail(id: string) {
  const { data, error } = useReadingQuery(id);
  const [state, setState] = useState<DetailState>({ kind: 'loading' });

  useEffect(() => {
    if (error) {
      setState(
        error instanceof ApiError && (error.status === 404 || error.status === 422)
          ? { kind: 'missing' }
          : { kind: 'error', message: errorMessage(error) },
      );
      return;
    }
    if (!data) {
      setState({ kind: 'loading' });
      return;
    }
    const reading = data;
    setState({ kind: 'ready', reading, text: reading.interpretation, writing: reading.status === 'pending' });
    if (reading.status !== 'pending') return;
    const controller = new AbortController();
    let text = '';
    void streamReading<Reading>(
      reading.id,
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
    return () => controller.abort();
  }, [data, error]);

  const update = (change: Partial<Reading>) =>
    setState((s) => (s.kind === 'ready' ? { ...s, reading: { ...s.reading, ...change } } : s));

  return { state, update };
}
