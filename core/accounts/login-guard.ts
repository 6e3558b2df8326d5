/**
 * The password-login limits (ADR 0017). An account-wide cap on failures cannot simply refuse every
 * attempt once reached: then anyone could lock anyone out. Past it the account is "under attack", and
 * only the IPs that have themselves failed for it are refused; the owner, from anywhere else, gets in.
 */
import type { Db } from '../../db/client.js';
import { consume, ensureAvailable, forget, isUsedUp, LIMITS, record } from '../security/rate-limit.js';

/** Throws a 429 when this IP may not try this address now. Counts the attempt. */
export function admitLogin(db: Db, email: string, ip: string, now: number) {
  consume(db, LIMITS.loginByIp, ip, now);
  consume(db, LIMITS.loginByIpAndEmail, `${email}:${ip}`, now);
  if (isUsedUp(db, LIMITS.loginFailuresByAccount, email, now)) {
    ensureAvailable(db, LIMITS.loginFailuresByAccountAndIp, `${email}:${ip}`, now);
  }
}

/** Counted for unknown addresses too, so the limits reveal nothing about which accounts exist. */
export function recordLoginFailure(db: Db, email: string, ip: string, now: number) {
  record(db, LIMITS.loginFailuresByAccount, email, now);
  record(db, LIMITS.loginFailuresByAccountAndIp, `${email}:${ip}`, now);
}

/** A password reset proves the owner and makes every guess at the old password moot. */
export function clearLoginFailures(db: Db, email: string) {
  forget(db, LIMITS.loginFailuresByAccount, email);
  forget(db, LIMITS.loginFailuresByAccountAndIp, email);
  forget(db, LIMITS.loginByIpAndEmail, email);
}
