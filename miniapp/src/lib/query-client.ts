/**
 * The mini-app's one server-state cache (TanStack Query). Calls are not retried and a window focus
 * refetches nothing: an answer shows as the server gave it, and a failure at once, as before the cache.
 * Every query whose answer moves with the token balance has a key under `balanceKey`, so one
 * invalidation refreshes them all (see shared/purchase/balance.ts).
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/** The first part of every key whose answer depends on the balance: spreads, ledgers, admin users. */
export const balanceKey = ['balance'] as const;
