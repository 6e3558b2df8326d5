/**
 * The verification banner's resend rules (spec §2, §4, §9): a 60 s cooldown from the last resend kept in
 * localStorage, a count of resends, and the dismissal kept until a stored time.
 */
import { useEffect, useState } from 'react';
import { KEYS } from '../../lib/session-storage.js';

export const RESEND_COOLDOWN_MS = 60_000;
/** A dismissed reminder comes back after 7 days: long enough not to nag, short enough not to be forgotten (ADR 0070). */
export const DISMISS_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const readNumber = (key: string) => {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) ? value : 0;
};

export function cooldownSeconds(now = Date.now()): number {
  const left = readNumber(KEYS.resendLast) + RESEND_COOLDOWN_MS - now;
  return left > 0 ? Math.min(60, Math.ceil(left / 1000)) : 0;
}

export function recordResend(now = Date.now()) {
  localStorage.setItem(KEYS.resendLast, String(now));
  localStorage.setItem(KEYS.resendCount, String(readNumber(KEYS.resendCount) + 1));
}

export function isDismissed(now = Date.now()) {
  return readNumber(KEYS.dismissedUntil) > now;
}

export function dismissForAWeek(now = Date.now()) {
  localStorage.setItem(KEYS.dismissedUntil, String(now + DISMISS_FOR_MS));
}

/** Seconds left in the cooldown, ticking down once a second while above 0. */
export function useCooldown(): [number, () => void] {
  const [seconds, setSeconds] = useState(() => cooldownSeconds());
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(cooldownSeconds()), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, () => setSeconds(cooldownSeconds())];
}
