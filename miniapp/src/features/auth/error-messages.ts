/** Server error codes the sign-in pages explain in the reader's language; anything else shows the server's message (spec §8). */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.js';
import { SessionError } from '../../lib/session-store.js';

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
  if (error instanceof SessionError) return t(`common:session_errors.${error.code}`);
  if (error instanceof ApiError) {
    if (error.code && KNOWN.has(error.code)) return t(`auth:errors.${error.code}`);
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

const LANDING_CODES = new Set(['google_auth_failed', 'access_denied']);

/**
 * `/?error=` codes (spec §4): our own two and the provider's cancel have their own text (missing_tokens
 * is spec §8's "Missing access or refresh token"); anything else, whatever it says, gets the generic
 * one. The query is anyone's to write, so it is never shown (ADR 0035).
 */
export function landingErrorText(t: TFunction, code: string): string {
  if (code === 'missing_tokens') return t('common:session_errors.missing_tokens');
  return t(LANDING_CODES.has(code) ? `auth:landing_errors.${code}` : 'auth:landing_errors.other');
}
