/**
 * Toasts (spec §4, §9): one visible at a time, a new one replaces the previous, closed after 4 s, removed
 * 1,000,000 ms after dismissal; when notifications are off only destructive toasts show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, type KeyValueStore } from '../../miniapp/src/lib/session-storage.js';
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '../../miniapp/src/lib/toast-store.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const visible = (store: ReturnType<typeof createToastStore>) =>
  store
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => t.title);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('uses the spec constants: 4000 ms on screen, removal 1,000,000 ms after dismissal', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows one toast at a time: a new one replaces the previous', () => {
    const store = createToastStore(memoryStorage());
    store.getState().show({ title: 'First' });
    store.getState().show({ title: 'Second' });
    expect(visible(store)).toEqual(['Second']);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('closes a toast after 4 s and removes it 1,000,000 ms later', () => {
    const store = createToastStore(memoryStorage());
    const id = store.getState().show({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(visible(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(visible(store)).toEqual([]);
    expect(store.getState().toasts.map((t) => t.id)).toEqual([id]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('removes a toast dismissed by hand 1,000,000 ms after the dismissal', () => {
    const store = createToastStore(memoryStorage());
    const id = store.getState().show({ title: 'Hello' }) as string;
    vi.advanceTimersByTime(1000);
    store.getState().dismiss(id);
    expect(visible(store)).toEqual([]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('shows only destructive toasts while notifications are disabled', () => {
    const store = createToastStore(memoryStorage({ [KEYS.notificationsEnabled]: 'false' }));
    expect(store.getState().enabled).toBe(false);
    expect(store.getState().show({ title: 'Saved' })).toBeNull();
    expect(visible(store)).toEqual([]);
    store.getState().show({ title: 'Failed', variant: 'destructive' });
    expect(visible(store)).toEqual(['Failed']);
  });

  it('dismisses the visible toast and saves the choice when notifications are disabled', () => {
    const storage = memoryStorage();
    const store = createToastStore(storage);
    store.getState().show({ title: 'Saved' });
    store.getState().setEnabled(false);
    expect(visible(store)).toEqual([]);
    expect(storage.getItem(KEYS.notificationsEnabled)).toBe('false');
    store.getState().setEnabled(true);
    expect(storage.getItem(KEYS.notificationsEnabled)).toBe('true');
    store.getState().show({ title: 'Back' });
    expect(visible(store)).toEqual(['Back']);
  });

  it('logs an unreadable stored preference and keeps the default (enabled)', () => {
    const log = vi.fn();
    const store = createToastStore(memoryStorage({ [KEYS.notificationsEnabled]: '{not json' }), log);
    expect(store.getState().enabled).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);

    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError: storage is disabled');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const log2 = vi.fn();
    expect(createToastStore(throwing, log2).getState().enabled).toBe(true);
    expect(log2).toHaveBeenCalledWith(new Error('SecurityError: storage is disabled'));
  });

  it('starts enabled when nothing is stored, without logging', () => {
    const log = vi.fn();
    expect(createToastStore(memoryStorage(), log).getState().enabled).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps a toast’s one action, for the toaster to offer as a button', () => {
    const store = createToastStore(memoryStorage());
    const run = vi.fn();
    store.getState().show({ title: 'Error', variant: 'destructive', action: { label: 'Try again', run } });
    const [toast] = store.getState().toasts;
    expect(toast?.action?.label).toBe('Try again');
    toast?.action?.run();
    expect(run).toHaveBeenCalledOnce();
  });
});
