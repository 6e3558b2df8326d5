/** Server error codes the sign-in pages explain in the reader's language; anything else shows the server's message (spec §8). */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.js';

const KNOWN = new Set([
  'invalid_credentials',
  'registration_failed',
  'rate_limited',
  'weak_password',
  'invalid_token',
  'token_used',
  'token_expired',
  'email_unavailable',
  'invalid_login_code',
]);

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && KNOWN.has(error.code)) return t(`auth:errors.${error.code}`);
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** `/?error=` codes (spec §4): our own two, and any provider code passed through. */
export function landingErrorText(t: TFunction, code: string): string {
  if (code === 'google_auth_failed' || code === 'missing_tokens' || code === 'access_denied') {
    return t(`auth:landing_errors.${code}`);
  }
  return t('auth:landing_errors.other', { code });
}
