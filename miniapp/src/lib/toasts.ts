/** The app's one toast helper: `toast({title, description, variant})`, and the hook the toaster reads. */
import { useStore } from 'zustand';
import { createToastStore, type ToastInput } from './toast-store.js';

export const toastStore = createToastStore(window.localStorage);

export const toast = (input: ToastInput) => toastStore.getState().show(input);
export const useToasts = <T>(select: (s: ReturnType<typeof toastStore.getState>) => T) =>
  useStore(toastStore, select);
