/**
 * Telegram's story editor fetches the background itself, without our session, so the story image
 * of a reading is also served at a short-lived signed path: `/api/share/<reading>.<q>.<expires>.<mac>.png`
 * (ADR 0040). The signature names the reading, the question flag and the expiry, nothing else.
 */
import { hmac, safeEqual } from '../security/crypto.js';

/** Long enough for the editor to open and upload; a leaked link soon stops working. */
export const STORY_LINK_TTL_MS = 30 * 60_000;

const sign = (key: Buffer, body: string) => hmac(key, `story:${body}`).toString('base64url').slice(0, 32);

export function storyLinkToken(key: Buffer, readingId: string, withQuestion: boolean, now: number): string {
  const body = `${readingId}.${withQuestion ? 1 : 0}.${Math.floor((now + STORY_LINK_TTL_MS) / 1000)}`;
  return `${body}.${sign(key, body)}`;
}

export function verifyStoryLinkToken(
  key: Buffer,
  token: string,
  now: number,
): { readingId: string; withQuestion: boolean } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([01])\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, readingId, flag, expires, mac] = match as unknown as [string, string, string, string, string];
  if (!safeEqual(mac, sign(key, `${readingId}.${flag}.${expires}`))) return null;
  if (Number(expires) * 1000 < now) return null;
  return { readingId, withQuestion: flag === '1' };
}
