/**
 * Spec §4 "Admin check": admin status is whether the dashboard call succeeds. Loading, then granted, or
 * denied with "Authentication required" (401), "Admin access denied" (403), "Failed to verify admin
 * access" (anything else).
 */
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api.js';
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
  const [access, setAccess] = useState<AdminAccess>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api.request<Dashboard>('/api/admin/dashboard').then(
      (dashboard) => live && setAccess({ state: 'granted', dashboard }),
      (error: unknown) => live && setAccess({ state: 'denied', reason: deniedReason(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return access;
}
