/**
 * The language loader of spec §4 with a real i18next: a failed translation file is read again after
 * 350 ms, doubling, at most 5 times, and no more than 10 files are read at once.
 */
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADER_OPTIONS,
  type LoadTranslation,
  translationBackend,
} from '../../miniapp/src/lib/translation-backend.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function startI18n(load: LoadTranslation, ns: string[] = ['common']) {
  const instance = i18next.createInstance();
  const ready = instance.use(translationBackend(load)).init({
    lng: 'ru',
    fallbackLng: false,
    ns,
    defaultNS: ns[0],
    initAsync: true,
    ...LOADER_OPTIONS,
  });
  return { instance, ready };
}

/** A file that fails `failures` times, recording when each read happened. */
function flaky(failures: number) {
  const reads: number[] = [];
  const start = Date.now();
  const load: LoadTranslation = async () => {
    reads.push(Date.now() - start);
    if (reads.length <= failures) throw new Error('chunk failed to load');
    return { hello: 'Привет' };
  };
  return { load, reads };
}

describe('the translation loader', () => {
  it('loads a file that failed twice, on the third read', async () => {
    const { load, reads } = flaky(2);
    const { instance, ready } = await startI18n(load);
    await vi.runAllTimersAsync();
    await ready;
    expect(reads).toHaveLength(3);
    expect(instance.t('hello')).toBe('Привет');
  });

  it('waits 350 ms before the first retry, then 700, then 1400', async () => {
    const { load, reads } = flaky(3);
    const { ready } = await startI18n(load);
    await vi.runAllTimersAsync();
    await ready;
    const gaps = reads.slice(1).map((t, i) => t - (reads[i] ?? 0));
    expect(gaps).toEqual([350, 700, 1400]);
  });

  it('gives up after 5 retries and leaves the key untranslated', async () => {
    const { load, reads } = flaky(Number.POSITIVE_INFINITY);
    const { instance, ready } = await startI18n(load);
    await vi.runAllTimersAsync();
    await ready;
    expect(reads).toHaveLength(1 + 5);
    expect(reads.at(-1)).toBe(350 + 700 + 1400 + 2800 + 5600);
    expect(instance.t('hello')).toBe('hello');
  });

  it('reads at most 10 files at the same time', async () => {
    let open = 0;
    let most = 0;
    const started: string[] = [];
    // Each read finishes when the test lets it, so "at the same time" is exact.
    const waiting: (() => void)[] = [];
    const load: LoadTranslation = async (_locale, ns) => {
      started.push(ns);
      open++;
      most = Math.max(most, open);
      await new Promise<void>((r) => waiting.push(r));
      open--;
      return { ns };
    };
    const namespaces = Array.from({ length: 25 }, (_, i) => `ns${i}`);
    const { instance, ready } = await startI18n(load, namespaces);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(10);
    while (started.length < 25 || waiting.length > 0) {
      for (const finish of waiting.splice(0)) finish();
      await vi.advanceTimersByTimeAsync(0);
    }
    await ready;
    expect(started).toHaveLength(25);
    expect(most).toBe(10);
    expect(instance.t('ns', { ns: 'ns24' })).toBe('ns24');
  });
});
