/**
 * Fixed-window rate limits kept in SQLite, so a restart does not reset them (DESIGN §5).
 * The limits themselves are named here so every caller uses the same numbers.
 */
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { AppError } from '../errors.js';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** Subject `email:ip`, so a password reset can clear every IP's count for the address at once. */
  loginByIpAndEmail: { name: 'login-ip-email', max: 10, windowMs: 15 * MINUTE },
  /** Past this many failures an hour the account is under attack (ADR 0017): see loginFailuresByAccountAndIp. */
  loginFailuresByAccount: { name: 'login-account', max: 100, windowMs: HOUR },
  /** While under attack, an IP that failed this often for the account is refused; any other IP is heard. */
  loginFailuresByAccountAndIp: { name: 'login-account-ip', max: 3, windowMs: HOUR },
  loginByIp: { name: 'login-ip', max: 60, windowMs: 15 * MINUTE },
  registerByIp: { name: 'register-ip', max: 10, windowMs: HOUR },
  initDataByIp: { name: 'init-data-ip', max: 60, windowMs: MINUTE },
  refreshByIp: { name: 'refresh-ip', max: 300, windowMs: MINUTE },
  /** Matches the client's 60 s resend cooldown (spec §4). */
  resendByAddress: { name: 'resend-address', max: 1, windowMs: MINUTE },
  resendByIp: { name: 'resend-ip', max: 20, windowMs: HOUR },
  resetByAddress: { name: 'reset-address', max: 5, windowMs: HOUR },
  /** "Someone tried to use your address" notices: sent this often a day at most, then dropped silently. */
  noticeByAddress: { name: 'notice-address', max: 3, windowMs: 24 * HOUR },
  resetByIp: { name: 'reset-ip', max: 20, windowMs: HOUR },
  /** Confirming a reset hashes the new password: bounded per IP even though a dead link is refused first. */
  resetConfirmByIp: { name: 'reset-confirm-ip', max: 20, windowMs: HOUR },
  emailChangeByUser: { name: 'email-change-user', max: 10, windowMs: HOUR },
  oauthByIp: { name: 'oauth-ip', max: 60, windowMs: 15 * MINUTE },
  /** Each personality analysis generation is a paid AI call (ADR 0008). */
  personalityByUser: { name: 'personality-user', max: 5, windowMs: 24 * HOUR },
  /** /paysupport messages go to every admin's Telegram chat. */
  paySupportByUser: { name: 'paysupport-user', max: 3, windowMs: HOUR },
  /** Each try hashes (argon2) and checks the current password: a stolen access token cannot guess it fast. */
  passwordChangeByUser: { name: 'password-change-user', max: 10, windowMs: HOUR },
  /** Questions typed to the bot (ADR 0045): each answers with a keyboard; a flood of them is refused. */
  chatQuestionByUser: { name: 'chat-question-user', max: 30, windowMs: HOUR },
  /** Each new invoice link is a Bot API call, limited per bot by Telegram (issue 11 §8). */
  invoiceByUser: { name: 'invoice-user', max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

function tooMany(resetAt: number, now: number): AppError {
  return new AppError(429, 'rate_limited', 'Too many requests; try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  });
}

/** Counts one event against the limit and answers the count in the current window. */
export function record(
  db: Db,
  limit: Limit,
  subject: string,
  now: number,
): { count: number; resetAt: number } {
  const key = `${limit.name}:${subject}`;
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: now + limit.windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning()
    .get();
}

/** Counts one request against the limit; throws a 429 AppError once it is exceeded. */
export function consume(db: Db, limit: Limit, subject: string, now: number): void {
  const row = record(db, limit, subject, now);
  if (row.count > limit.max) throw tooMany(row.resetAt, now);
}

/** The live window of the limit when it is used up, without counting anything. */
function usedUp(db: Db, limit: Limit, subject: string, now: number) {
  const row = db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `${limit.name}:${subject}`))
    .get();
  return row && row.resetAt > now && row.count >= limit.max ? row : undefined;
}

export const isUsedUp = (db: Db, limit: Limit, subject: string, now: number) =>
  !!usedUp(db, limit, subject, now);

/** Throws a 429 if the limit is already used up, without counting this request. */
export function ensureAvailable(db: Db, limit: Limit, subject: string, now: number): void {
  const row = usedUp(db, limit, subject, now);
  if (row) throw tooMany(row.resetAt, now);
}

/** Forgets the counts of `subject` and of every subject under it (`subject:…`). */
export function forget(db: Db, limit: Limit, subject: string): void {
  const key = `${limit.name}:${subject}`;
  // Keys under `key:` sort between `key:` and `key;` (';' follows ':'), whatever characters come after.
  db.delete(rateLimits)
    .where(or(eq(rateLimits.key, key), and(gte(rateLimits.key, `${key}:`), lt(rateLimits.key, `${key};`))))
    .run();
}

export function pruneExpired(db: Db, now: number): void {
  db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).run();
}
