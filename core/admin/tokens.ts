/**
 * An admin's token adjustment: one ledger row with the admin as actor and one audit row, in one
 * synchronous immediate transaction (DESIGN §4). The idempotency key makes a retry one adjustment.
 */
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../errors.js';
import { applyEntry, InsufficientTokensError, UnknownUserError } from '../ledger.js';
import { recordAudit } from './audit.js';

export interface Adjustment {
  userId: number;
  amount: number;
  reason: string;
  /** Scoped per admin below, so one admin's key can never replay another's adjustment. */
  idempotencyKey: string;
}

export function adjustTokens(db: Db, actorUserId: number, input: Adjustment, now: number) {
  try {
    return db.transaction(
      (tx) => {
        const { row, replayed } = applyEntry(tx, {
          userId: input.userId,
          delta: input.amount,
          reason: 'admin_adjustment',
          reference: input.reason,
          idempotencyKey: `admin-adjust:${actorUserId}:${input.idempotencyKey}`,
          actorUserId,
        });
        // A replayed key names the earlier row; it must be the same user, or the key was misused.
        if (replayed && row.userId !== input.userId) {
          throw new AppError(
            409,
            'idempotency_conflict',
            'idempotency_key was already used for another user',
          );
        }
        if (!replayed) {
          recordAudit(tx, {
            actorUserId,
            action: 'tokens.adjust',
            target: `user:${input.userId}`,
            before: { token_balance: row.balanceAfter - row.delta },
            after: { token_balance: row.balanceAfter, amount: row.delta, reason: input.reason },
            now,
          });
        }
        return { row, replayed };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (error instanceof UnknownUserError) throw notFound('User not found');
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
