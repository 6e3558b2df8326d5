/**
 * A reading's follow-up questions: asking one (POST /api/readings/{id}/followups; 402 → the packages),
 * then its answer streamed in, as a reading's is; one still being written when the page opens streams too.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { balanceChanged } from '../../shared/purchase/balance.js';
import { streamGenerated } from '../../shared/reading-stream.js';
import type { Reading } from './use-reading-detail.js';

export type Followup = Reading['followups'][number];

export function useFollowups(reading: Reading) {
  const [items, setItems] = useState<Followup[]>(reading.followups);
  const [asking, setAsking] = useState(false);
  const [insufficient, setInsufficient] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef(new AbortController());

  const patch = (id: string, change: Partial<Followup> | ((f: Followup) => Partial<Followup>)) =>
    setItems((all) =>
      all.map((f) => (f.id === id ? { ...f, ...(typeof change === 'function' ? change(f) : change) } : f)),
    );

  const follow = (followup: Followup) =>
    void streamGenerated<Followup>(
      `/api/readings/${encodeURIComponent(reading.id)}/followups/${encodeURIComponent(followup.id)}/stream`,
      'followup',
      {
        onDelta: (text) => patch(followup.id, (f) => ({ answer: f.answer + text })),
        onDone: (done) => patch(followup.id, done),
        onError: () => patch(followup.id, { status: 'failed' }),
      },
      controller.current.signal,
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per reading; later ones start in ask()
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    for (const f of reading.followups) if (f.status === 'pending') follow({ ...f, answer: '' });
    return () => current.abort();
  }, [reading.id]);

  async function ask(question: string): Promise<boolean> {
    setAsking(true);
    setError(null);
    try {
      const created = await call(
        rpc.readings[':id'].followups.$post({ param: { id: reading.id }, json: { question } }),
      );
      balanceChanged(created.token_balance);
      setItems((all) => [...all, created.followup]);
      if (created.followup.status === 'pending') follow(created.followup);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'insufficient_tokens') setInsufficient(true);
      else setError(errorMessage(e));
      return false;
    } finally {
      setAsking(false);
    }
  }

  const counted = items.filter((f) => f.status === 'pending' || f.status === 'complete').length;
  return {
    items,
    ask,
    asking,
    error,
    insufficient,
    closeInsufficient: () => setInsufficient(false),
    left: Math.max(0, reading.followup_limit - counted),
    writing: items.some((f) => f.status === 'pending'),
  };
}
