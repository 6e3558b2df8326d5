/**
 * A name sent by Google or Telegram, cleaned to fit the one name rule (issues 11 §7, 17 §2.4); a name
 * typed at registration, in the profile or by an admin is refused by core/inputs/display-name.ts instead.
 */
import { DISPLAY_NAME_MAX, FORBIDDEN_IN_NAME } from '../inputs/display-name.js';

const FORBIDDEN_ALL = new RegExp(FORBIDDEN_IN_NAME.source, 'gu');

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
