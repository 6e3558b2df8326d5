/** The person's own token ledger, a page at a time; under the balance key, so a new entry shows at once. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, rpc } from '../../../lib/api.js';
import { balanceKey } from '../../../lib/query-client.js';

export function useOwnLedger() {
  const query = useInfiniteQuery({
    queryKey: [...balanceKey, 'ledger'],
    queryFn: ({ pageParam }) => call(rpc.user.tokens.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
  if (query.error) console.error('ledger', query.error);
  return query;
}
