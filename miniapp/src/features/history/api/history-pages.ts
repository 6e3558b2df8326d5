/**
 * History pages over the cursor API, newest first, for one pair of filters. A change of filter is
 * another query and starts over; a page that arrives for an older filter lands in that query, not on
 * screen. Dropped as soon as the list is gone, so each visit starts from the latest readings.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, rpc } from '../../../lib/api.js';
import type { Filters } from '../history-store.js';

export const PAGE_SIZE = 20;

export const historyKey = ['history'] as const;

function fetchPage(filters: Filters, cursor: string | null) {
  return call(
    rpc.user.history.$get({
      query: {
        limit: String(PAGE_SIZE),
        ...(cursor ? { cursor } : {}),
        ...(filters.saved ? { saved: 'true' } : {}),
        ...(filters.spreadId ? { spread_id: filters.spreadId } : {}),
      },
    }),
  );
}

export type HistoryItem = Awaited<ReturnType<typeof fetchPage>>['items'][number];

export function useHistoryPages(filters: Filters) {
  const query = useInfiniteQuery({
    queryKey: [...historyKey, filters],
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    gcTime: 0,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const loading = query.isFetching;
  const error = query.error ? query.error.message : null;
  const done = query.data !== undefined && !query.hasNextPage;
  /** The next page; after a failure, the page that failed (the first one again when it was the first). */
  const loadMore = () => {
    if (loading) return;
    if (query.data === undefined) void query.refetch();
    else if (query.hasNextPage) void query.fetchNextPage();
  };
  return { items, loading, error, done, loadMore };
}
