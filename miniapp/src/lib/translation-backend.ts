/**
 * An i18next backend over the bundle's lazy translation chunks. A failed load asks i18next to retry:
 * i18next reads up to 10 files in parallel and retries 5 times, 350 ms first, doubling (spec §4).
 */
import type { BackendModule, ReadCallback } from 'i18next';

export type LoadTranslation = (locale: string, namespace: string) => Promise<Record<string, unknown>>;

export const LOADER_OPTIONS = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

export function translationBackend(load: LoadTranslation): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data as never),
        // `true` in the data slot is i18next's "retry this read".
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
