/**
 * Loads one admin answer and keeps it with its loading and error state. A newer request wins over an
 * older one still on the wire, so typing in a search box never shows a stale page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { showApiError } from './show-error.js';

export interface AdminData<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function useAdminData<T>(load: () => Promise<T>, key: string): AdminData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is loaded; nonce reloads it
  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loader.current().then(
      (value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (ticket !== latest.current) return;
        setError(showApiError(e));
        setLoading(false);
      },
    );
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, loading, error, reload };
}
