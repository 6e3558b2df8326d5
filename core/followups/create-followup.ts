/**
 * Asking a follow-up question on a finished reading (DESIGN §6b): the safety layer first, then the limit,
 * the clarifier card and the debit, written in one immediate transaction like a reading's.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FollowupRow, UserRow } from '../../db/schema.js';
import { followups, users } from '../../db/schema.js';
import { FOLLOWUP_COST, FOLLOWUPS_PER_READING } from '../catalog.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { applyEntry, balanceOf, InsufficientTokensError } from '../ledger.js';
import type { Locale } from '../locales.js';
import { ownReading } from '../readings/queries.js';
import { classifyQuestion, isReframe, isSupport } from '../safety/classify.js';
import { supportAnswer, supportText } from '../safety/support-answer.js';
import type { DrawnCard } from '../tarot/draw.js';
import { drawClarifier } from './draw-clarifier.js';

export function createFollowup(
  deps: CoreDeps,
  user: UserRow,
  readingId: string,
  rawQuestion: string,
): { followup: FollowupRow; balance: number } {
  const reading = ownReading(deps.db, user.id, readingId);
  if (reading.status !== 'complete')
    throw new AppError(409, 'reading_not_complete', 'Follow-up questions wait until the reading is complete');
  const question = rawQuestion.trim();
  if (!question) throw new AppError(422, 'validation_error', 'question: must not be empty');
  const locale = reading.locale as Locale;
  const safety = classifyQuestion(question, locale);
  const base = { id: randomUUID(), readingId, userId: user.id, question, locale, createdAt: deps.now() };
  const category = safety.category;

  // The safety layer's answer in place of the cards: no card, no cost, and it does not count toward the limit.
  if (isSupport(category) || isReframe(category)) {
    const followup = deps.db
      .insert(followups)
      .values({
        ...base,
        answer: supportText(supportAnswer(locale, category, safety.language)),
        status: 'declined',
        kind: isSupport(category) ? 'support' : 'reframed',
        safety: category,
        cost: 0,
        completedAt: base.createdAt,
      })
      .returning()
      .get();
    return { followup, balance: balanceOf(deps.db, user.id) };
  }

  try {
    return deps.db.transaction(
      (tx) => {
        const fresh = tx.select().from(users).where(eq(users.id, user.id)).get();
        if (!fresh) throw new AppError(401, 'unauthorized', 'Authentication required');
        // Failed follow-ups were refunded and declined ones cost nothing: only answered or pending ones count.
        const asked = tx
          .select({ cardId: followups.cardId })
          .from(followups)
          .where(and(eq(followups.readingId, readingId), inArray(followups.status, ['pending', 'complete'])))
          .all();
        if (asked.length >= FOLLOWUPS_PER_READING)
          throw new AppError(
            409,
            'followup_limit',
            `A reading takes at most ${FOLLOWUPS_PER_READING} follow-up questions`,
          );
        const onTable = new Set<string>([
          ...(JSON.parse(reading.cards) as DrawnCard[]).map((c) => c.card_id),
          ...asked.flatMap((f) => (f.cardId ? [f.cardId] : [])),
        ]);
        const card = drawClarifier(onTable, fresh.reversedCards);
        const followup = tx
          .insert(followups)
          .values({
            ...base,
            cardId: card.card_id,
            reversed: card.reversed,
            safety: category === 'ordinary' ? null : category,
            cost: FOLLOWUP_COST,
          })
          .returning()
          .get();
        const balance = applyEntry(tx, {
          userId: user.id,
          delta: -FOLLOWUP_COST,
          reason: 'reading',
          reference: followup.id,
        }).row.balanceAfter;
        return { followup, balance };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (error instanceof InsufficientTokensError) {
      throw new AppError(
        402,
        'insufficient_tokens',
        `Not enough tokens: a follow-up question costs ${error.needed}, your balance is ${error.balance}`,
      );
    }
    throw error;
  }
}
