/**
 * One name rule for every way a name gets in (issues 11 §7, 17 §2.4): typed at registration, in the
 * profile or by an admin (refused when it breaks the rule), or sent by Google or Telegram (cleaned to
 * fit it).
 */
import { z } from 'zod';

export const DISPLAY_NAME_MAX = 64;

/**
 * Controls (BEL, NUL, ...), format characters (bidi overrides and isolates such as RLO, zero-width
 * spaces and joiners, BOM, soft hyphen) and line or paragraph separators: each can make a name read as
 * something else, vanish, or break the lines it is shown in.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DISPLAY_NAME_MAX, `must be at most ${DISPLAY_NAME_MAX} characters`)
  .refine((v) => !FORBIDDEN.test(v), 'must not contain control or invisible formatting characters');

/**
 * A name from someone else (Google, Telegram) made to fit the rule; null when nothing is left of it.
 * Telegram's own limits (64 for names, 32 for usernames) are within DISPLAY_NAME_MAX.
 */
export function cleanName(name: string | null | undefined): string | null {
  let out = '';
  // Cut whole code points, so a surrogate pair is never split, to the UTF-16 length the schema counts.
  for (const char of (name ?? '').replace(FORBIDDEN_ALL, '').trim()) {
    if (out.length + char.length > DISPLAY_NAME_MAX) break;
    out += char;
  }
  return out.trim() || null;
}

/** The profile fields Telegram sends (initData at sign-in, `from` of a bot update), cleaned. */
export function telegramProfile(from: { username?: string; first_name?: string; last_name?: string }) {
  return {
    username: cleanName(from.username),
    firstName: cleanName(from.first_name),
    lastName: cleanName(from.last_name),
  };
}
