/** The admin API's reads, one hook each, over the typed client and the admin query cache. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, rpc } from '../../../lib/api.js';
import { showApiError } from '../shared/show-error.js';
import { adminKey, useAdminQuery } from './admin-query.js';

type UsersQuery = Parameters<typeof rpc.admin.users.$get>[0]['query'];
type ReadingsQuery = Parameters<typeof rpc.admin.readings.$get>[0]['query'];
type PaymentsQuery = Parameters<typeof rpc.admin.payments.$get>[0]['query'];

export const loadDashboard = () => call(rpc.admin.dashboard.$get());

export function useDashboard() {
  return useAdminQuery(['dashboard'], loadDashboard);
}

export function useDailyStats(from: string, to: string) {
  return useAdminQuery(['daily', from, to], () => call(rpc.admin.stats.daily.$get({ query: { from, to } })));
}

export function useAdminUsers(query: UsersQuery) {
  return useAdminQuery(['users', query], () => call(rpc.admin.users.$get({ query })));
}

export function useAdminUser(id: number) {
  return useAdminQuery(['user', id], () => call(rpc.admin.users[':id'].$get({ param: { id: String(id) } })));
}

export function useAdminReadings(query: ReadingsQuery) {
  return useAdminQuery(['readings', query], () => call(rpc.admin.readings.$get({ query })));
}

export function useAdminReading(id: string) {
  return useAdminQuery(['reading', id], () => call(rpc.admin.readings[':id'].$get({ param: { id } })));
}

export function useAdminPayments(query: PaymentsQuery) {
  return useAdminQuery(['payments', query], () => call(rpc.admin.payments.$get({ query })));
}

export function useAuditLog(page: number, pageSize: number) {
  return useAdminQuery(['audit', page, pageSize], () =>
    call(rpc.admin.audit.$get({ query: { page: String(page), page_size: String(pageSize) } })),
  );
}

/** A person's ledger, a page at a time; read again after any admin change (adminChanged). */
export function useAdminLedger(userId: number) {
  const query = useInfiniteQuery({
    queryKey: [...adminKey, 'ledger', userId],
    queryFn: ({ pageParam }) =>
      call(
        rpc.admin.users[':id'].ledger.$get({
          param: { id: String(userId) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
  const { error } = query;
  useEffect(() => {
    if (error) showApiError(error);
  }, [error]);
  return query;
}
