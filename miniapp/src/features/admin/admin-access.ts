/**
 * Spec §4 "Admin check": admin status is whether the dashboard call succeeds. Loading, then granted, or
 * denied with "Authentication required" (401), "Admin access denied" (403), "Failed to verify admin
 * access" (anything else). The answer is the dashboard query's, so the dashboard shows it at once.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.js';
import { loadDashboard } from './api/admin-queries.js';
import { adminKey } from './api/admin-query.js';
import type { Dashboard } from './shared/admin-types.js';

export type AdminAccess =
  | { state: 'loading' }
  | { state: 'granted'; dashboard: Dashboard }
  | { state: 'denied'; reason: 'unauthenticated' | 'forbidden' | 'failed' };

export function deniedReason(error: unknown): 'unauthenticated' | 'forbidden' | 'failed' {
  if (error instanceof ApiError && error.status === 401) return 'unauthenticated';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  return 'failed';
}

export function useAdminAccess(): AdminAccess {
  const { data, error } = useQuery({ queryKey: [...adminKey, 'dashboard'], queryFn: loadDashboard });
  if (data) return { state: 'granted', dashboard: data };
  if (error) return { state: 'denied', reason: deniedReason(error) };
  return { state: 'loading' };
}
