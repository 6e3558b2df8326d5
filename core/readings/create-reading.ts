/**
 * Creating a reading: the debit and the drawn cards are written in one synchronous immediate
 * transaction, so there is no reading without payment and no payment without a reading (DESIGN §6).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { freeDailyDraws, type ReadingRow, readings, type UserRow, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { applyEntry, InsufficientTokensError } from '../ledger.js';
import type { Locale } from '../locales.js';
import { drawCards } from '../tarot/draw.js';
import { findSpread } from '../tarot/spreads.js';
import { utcDay } from '../time.js';

export const QUESTION_MAX_LENGTH = 500;

export interface NewReading {
  spreadId: string;
  question?: string | null;
  locale?: Locale;
  usePersonalArcana?: boolean;
}

export function createReading(
  deps: CoreDeps,
  user: UserRow,
  input: NewReading,
): { reading: ReadingRow; balance: number } {
  const spread = findSpread(input.spreadId);
  if (!spread) throw new AppError(422, 'unknown_spread', `spread_id: unknown spread "${input.spreadId}"`);
  const now = deps.now();
  const id = randomUUID();
  try {
    return deps.db.transaction(
      (tx) => {
        const fresh = tx.select().from(users).where(eq(users.id, user.id)).get();
        if (!fresh) throw new AppError(401, 'unauthorized', 'Authentication required');
        let cost = spread.cost;
        if (spread.freeDaily) {
          const claimed = tx
            .insert(freeDailyDraws)
            .values({ userId: user.id, day: utcDay(now), readingId: id })
            .onConflictDoNothing()
            .returning()
            .get();
          if (claimed) cost = 0;
        }
        const hasArcana = fresh.firstArcana !== null && fresh.secondArcana !== null;
        const reading = tx
          .insert(readings)
          .values({
            id,
            userId: user.id,
            spreadId: spread.id,
            question: input.question?.trim() || null,
            cards: JSON.stringify(drawCards(spread.positions, fresh.reversedCards)),
            cost,
            locale: input.locale ?? (fresh.locale as Locale),
            usePersonalArcana: hasArcana && (input.usePersonalArcana ?? fresh.usePersonalArcana),
            createdAt: now,
          })
          .returning()
          .get();
        let balance = fresh.tokenBalance;
        if (cost > 0) {
          balance = applyEntry(tx, { userId: user.id, delta: -cost, reason: 'reading', reference: id }).row
            .balanceAfter;
        }
        return { reading, balance };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (error instanceof InsufficientTokensError) {
      throw new AppError(
        402,
        'insufficient_tokens',
        `Not enough tokens: this spread costs ${error.needed}, your balance is ${error.balance}`,
      );
    }
    throw error;
  }
}
