/** The journal's numbers for one window, read fresh on each switch; an answer for an older window is dropped. */
import type { InferResponseType } from 'hono/client';
import { useCallback, useEffect, useState } from 'react';
import { call, type Rpc, rpc } from '../../../lib/api.js';
import { errorMessage } from '../../../lib/error-message.js';

export type Insights = InferResponseType<Rpc['user']['insights']['$get'], 200>;
export const WINDOWS = [30, 90, 365] as const;
export type Window = (typeof WINDOWS)[number];

export function useInsights(days: Window) {
  const [state, setState] = useState<{ data: Insights | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a fresh read
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    call(rpc.user.insights.$get({ query: { days: String(days) } })).then(
      (data) => live && setState({ data, error: null }),
      (e: unknown) => live && setState({ data: null, error: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [days, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
