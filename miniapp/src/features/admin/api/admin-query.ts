/**
 * One admin answer from the query cache, with its loading and error state. A list keeps showing its
 * last page while the next one loads, and a newer request wins over an older one still on the wire, so
 * typing in a search box never shows a stale page. A failure is said once in a toast, and inline.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client.js';
import { refreshBalance } from '../../../shared/purchase/balance.js';
import { apiErrorText, showApiError } from '../shared/show-error.js';

export interface AdminData<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** The first part of every admin key: one invalidation reads every admin screen again. */
export const adminKey = ['admin'] as const;

export function useAdminQuery<T>(key: readonly unknown[], load: () => Promise<T>): AdminData<T> {
  const query = useQuery({
    queryKey: [...adminKey, ...key],
    queryFn: load,
    placeholderData: keepPreviousData,
  });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) showApiError(error);
  }, [error]);
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: error ? apiErrorText(error) : null,
    reload: () => void refetch(),
  };
}

/**
 * After an edit, a token adjustment or a refund: every admin list, figure and ledger is read again, and
 * so is the admin's own balance (the change may have been to their own account).
 */
export function adminChanged() {
  void queryClient.invalidateQueries({ queryKey: adminKey });
  void refreshBalance().catch(() => undefined);
}
