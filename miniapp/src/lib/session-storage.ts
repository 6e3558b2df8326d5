/** The browser storage keys of spec §3, in one place. */

/** The part of localStorage the session needs; localStorage itself satisfies it. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** A legacy copy of the access token that older builds read. */
  token: 'token',
  user: 'user',
  userEmail: 'user_email',
  locale: 'locale',
  arcanaSkipped: 'arcana_skipped',
  resendLast: 'email_verification_last_resend',
  resendCount: 'email_verification_resend_count',
  dismissedUntil: 'email_verification_dismissed_until',
  notificationsEnabled: 'notificationsEnabled',
  /** Telegram's home-screen shortcut was offered (or is there) on this device: never ask twice. */
  homeScreenOffered: 'home_screen_offered',
  /** The spreads read to their end on this device: their positions' glosses are shown no more (ADR 0088). */
  seenSpreads: 'seen_spreads',
} as const;

/** What logout clears (spec §4): tokens, user, e-mail and the verification keys. */
export const SESSION_KEYS = [
  KEYS.accessToken,
  KEYS.refreshToken,
  KEYS.token,
  KEYS.user,
  KEYS.userEmail,
  KEYS.resendLast,
  KEYS.resendCount,
  KEYS.dismissedUntil,
] as const;
