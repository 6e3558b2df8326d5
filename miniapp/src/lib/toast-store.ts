/**
 * Toasts (spec §4, §9): one visible at a time, a new one replaces the previous, shown for 4 s, kept
 * 1,000,000 ms after dismissal before removal; when notifications are off only destructive toasts show.
 */
import { createStore } from 'zustand/vanilla';
import { KEYS, type KeyValueStore } from './session-storage.js';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** One thing to do about the message, as a button in the toast ("Try again"); a tap runs it and closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
  enabled: boolean;
  show(input: ToastInput): string | null;
  dismiss(id?: string): void;
  setEnabled(enabled: boolean): void;
}

/** The stored preference: a JSON boolean, default true; an unreadable value is logged and ignored. */
export function readNotificationsEnabled(storage: KeyValueStore, log: (e: unknown) => void = console.error) {
  try {
    const raw = storage.getItem(KEYS.notificationsEnabled);
    if (raw === null) return true;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'boolean') throw new Error(`notificationsEnabled is not a boolean: ${raw}`);
    return value;
  } catch (error) {
    log(error);
    return true;
  }
}

export function createToastStore(storage: KeyValueStore, log?: (e: unknown) => void) {
  let seq = 0;
  const removals = new Map<string, ReturnType<typeof setTimeout>>();
  const closings = new Map<string, ReturnType<typeof setTimeout>>();

  return createStore<ToastState>()((set, get) => {
    const scheduleRemoval = (id: string) => {
      if (removals.has(id)) return;
      removals.set(
        id,
        setTimeout(() => {
          removals.delete(id);
          set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
        }, TOAST_REMOVE_DELAY_MS),
      );
    };
    const dismiss = (id?: string) => {
      for (const t of get().toasts) {
        if (id !== undefined && t.id !== id) continue;
        clearTimeout(closings.get(t.id));
        closings.delete(t.id);
        scheduleRemoval(t.id);
      }
      set((s) => ({
        toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
      }));
    };
    return {
      toasts: [],
      enabled: readNotificationsEnabled(storage, log),
      show(input) {
        const variant = input.variant ?? 'default';
        if (!get().enabled && variant !== 'destructive') return null;
        const id = String(++seq);
        for (const t of get().toasts) if (t.open) scheduleRemoval(t.id);
        const toast: Toast = {
          id,
          title: input.title,
          description: input.description,
          variant,
          action: input.action,
          open: true,
        };
        set((s) => ({
          toasts: [toast, ...s.toasts.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT),
        }));
        closings.set(
          id,
          setTimeout(() => dismiss(id), TOAST_DURATION_MS),
        );
        return id;
      },
      dismiss,
      setEnabled(enabled) {
        storage.setItem(KEYS.notificationsEnabled, JSON.stringify(enabled));
        if (!enabled) dismiss();
        set({ enabled });
      },
    };
  });
}

export type ToastStore = ReturnType<typeof createToastStore>;
