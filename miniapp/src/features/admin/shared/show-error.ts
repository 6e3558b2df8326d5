/** An admin call that failed: a toast with the server's message (spec §8), and the message to show inline. */
import i18n from 'i18next';
import { ApiError } from '../../../lib/api.js';
import { toast } from '../../../lib/toasts.js';

/** The message for a failed admin call: the server's, or the generic one. */
export function apiErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('admin:errors.generic');
}

export function showApiError(error: unknown): string {
  const message = apiErrorText(error);
  toast({ title: i18n.t('admin:errors.title'), description: message, variant: 'destructive' });
  return message;
}
