/**
 * An admin's token adjustment: one ledger row with the admin as actor and one audit row, in one
 * synchronous immediate transaction (DESIGN §4). The idempotency key makes a retry one adjustment.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type LedgerRow, tokenLedger, users } from '../../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { applyEntry, InsufficientTokensError } from '../ledger.js';
import { recordAudit } from './audit.js';

export interface Adjustment {
  userId: number;
  amount: number;
  reason: string;
  /** Scoped per admin below, so one admin's key can never replay another's adjustment. */
  idempotencyKey: string;
}

/** Whether a ledger row is what this adjustment would have written: a retry, not a reused key. */
const sameAdjustment = (row: LedgerRow, input: Adjustment) =>
  row.userId === input.userId && row.delta === input.amount && row.reference === input.reason;

/**
 * Applies the adjustment, or finds the one an earlier call with the same key made: the same body gets
 * that first row back (the caller answers from it, so a retry repeats the first answer), another body
 * a 409, since the key was meant for something else and one of the two requests is a mistake.
 */
export function adjustTokens(db: Db, actorUserId: number, input: Adjustment, now: number) {
  const idempotencyKey = `admin-adjust:${actorUserId}:${input.idempotencyKey}`;
  try {
    return db.transaction(
      (tx) => {
        const earlier = tx
          .select()
          .from(tokenLedger)
          .where(eq(tokenLedger.idempotencyKey, idempotencyKey))
          .get();
        if (earlier) {
          if (!sameAdjustment(earlier, input)) {
            throw new AppError(
              409,
              'idempotency_key_reused',
              'idempotency_key was already used for another adjustment (user, amount or reason differ)',
            );
          }
          return { row: earlier, replayed: true };
        }
        const user = tx
          .select({ deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, input.userId))
          .get();
        if (!user) throw notFound('User not found');
        if (user.deletedAt !== null) {
          throw new AppError(
            409,
            'user_deleted',
            'This account was deleted; its tokens can no longer change',
          );
        }
        const { row } = applyEntry(tx, {
          userId: input.userId,
          delta: input.amount,
          reason: 'admin_adjustment',
          reference: input.reason,
          idempotencyKey,
          actorUserId,
        });
        recordAudit(tx, {
          actorUserId,
          action: 'tokens.adjust',
          target: `user:${input.userId}`,
          before: { token_balance: row.balanceAfter - row.delta },
          after: { token_balance: row.balanceAfter, amount: row.delta, reason: input.reason },
          now,
        });
        return { row, replayed: false };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (error instanceof InsufficientTokensError) {
      throw new AppError(
        422,
        'insufficient_tokens',
        `amount: the balance would fall below zero (balance ${error.balance})`,
      );
    }
    throw error;
  }
}
