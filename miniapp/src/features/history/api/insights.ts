/** The journal's numbers for one window, from the query cache; each window is its own query. */
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, type Rpc, rpc } from '../../../lib/api.js';
import { errorMessage } from '../../../lib/error-message.js';
import { balanceKey } from '../../../lib/query-client.js';

export type Insights = InferResponseType<Rpc['user']['insights']['$get'], 200>;
export const WINDOWS = [30, 90, 365] as const;
export type Window = (typeof WINDOWS)[number];

/** Under the balance key: a new reading changes what the journal counts. */
export function useInsights(days: Window) {
  const query = useQuery({
    queryKey: [...balanceKey, 'insights', days],
    queryFn: () => call(rpc.user.insights.$get({ query: { days: String(days) } })),
  });
  return {
    data: query.data ?? null,
    error: query.error ? errorMessage(query.error) : null,
    retry: () => void query.refetch(),
  };
}
