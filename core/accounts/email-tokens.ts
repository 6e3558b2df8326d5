/** Single-use e-mail tokens (verify, change, reset), stored hashed; a newer one supersedes older links. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens, type UserRow, users } from '../../db/schema.js';
import { AppError } from '../errors.js';
import type { Tx } from '../ledger.js';
import { randomToken, sha256 } from '../security/crypto.js';

export type EmailPurpose = 'verify' | 'change' | 'reset';

export const TOKEN_TTL_MINUTES: Record<EmailPurpose, number> = {
  verify: 48 * 60,
  change: 24 * 60,
  reset: 60,
};

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** Marks every live token of this purpose as superseded. */
export function supersede(tx: Tx, userId: number, purpose: EmailPurpose, now: number) {
  tx.update(emailTokens)
    .set({ supersededAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        isNull(emailTokens.supersededAt),
      ),
    )
    .run();
}

export function issueEmailToken(
  tx: Tx,
  userId: number,
  purpose: EmailPurpose,
  now: number,
  newEmail: string | null = null,
): string {
  supersede(tx, userId, purpose, now);
  const raw = randomToken();
  tx.insert(emailTokens)
    .values({
      userId,
      purpose,
      tokenHash: sha256(raw),
      newEmail,
      createdAt: now,
      expiresAt: now + TOKEN_TTL_MINUTES[purpose] * 60_000,
    })
    .run();
  return raw;
}

/** Finds a usable token of this purpose without using it up, or throws a clear 400/410. A read only. */
export function liveEmailToken(tx: Db | Tx, raw: string, purpose: EmailPurpose, now: number): EmailTokenRow {
  const row = tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(raw)), eq(emailTokens.purpose, purpose)))
    .get();
  if (!row) throw new AppError(400, 'invalid_token', 'This link is invalid');
  if (row.usedAt !== null) throw new AppError(410, 'token_used', 'This link has already been used');
  if (row.supersededAt !== null)
    throw new AppError(
      410,
      'token_superseded',
      'This link was replaced by a newer one; use the latest e-mail',
    );
  if (row.expiresAt <= now)
    throw new AppError(410, 'token_expired', 'This link has expired; request a new one');
  return row;
}

/** Finds a usable token of this purpose and marks it used, or throws a clear 400/410. */
export function consumeEmailToken(tx: Tx, raw: string, purpose: EmailPurpose, now: number): EmailTokenRow {
  const row = liveEmailToken(tx, raw, purpose, now);
  tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id)).run();
  return row;
}

/** The live pending e-mail change of a user, if any. */
export function pendingChange(tx: Tx, userId: number, now: number): EmailTokenRow | undefined {
  const rows = tx
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'change'),
        isNull(emailTokens.usedAt),
        isNull(emailTokens.supersededAt),
      ),
    )
    .all();
  return rows.find((r) => r.expiresAt > now);
}

/** Gives the account an address it has just proved, verified, if no other account took it meanwhile. */
export function claimVerifiedEmail(tx: Tx, userId: number, email: string): UserRow {
  const taken = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .get();
  if (taken) throw new AppError(409, 'email_unavailable', 'This e-mail is no longer available');
  const user = tx
    .update(users)
    .set({ email, isEmailVerified: true })
    .where(eq(users.id, userId))
    .returning()
    .get();
  if (!user) throw new AppError(400, 'invalid_token', 'This link is invalid');
  return user;
}
