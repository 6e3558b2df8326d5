/**
 * Creating a reading: the debit and the drawn cards are written in one synchronous immediate
 * transaction, so there is no reading without payment and no payment without a reading (DESIGN §6).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { freeDailyDraws, type ReadingRow, readings, type UserRow, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { cleanPathNames } from '../inputs/path-names.js';
import { applyEntry, InsufficientTokensError } from '../ledger.js';
import type { Locale } from '../locales.js';
import { type Classification, classifyQuestion, isReframe, isSupport } from '../safety/classify.js';
import { supportAnswer, supportText } from '../safety/support-answer.js';
import { drawCards } from '../tarot/draw.js';
import { findSpread } from '../tarot/spreads.js';
import { utcDay } from '../time.js';
import { type OwnCard, ownDeckDraw } from './own-deck.js';

export interface NewReading {
  spreadId: string;
  question?: string | null;
  locale?: Locale;
  usePersonalArcana?: boolean;
  /** Cards the person drew from their own deck, read instead of a draw; same price (ADR 0038). */
  cards?: readonly OwnCard[];
  /** Two Paths only: the person's names for path A and path B (ADR 0072). */
  pathNames?: { a?: string | null; b?: string | null } | null;
}

export function createReading(
  deps: CoreDeps,
  user: UserRow,
  input: NewReading,
): { reading: ReadingRow; balance: number } {
  const spread = findSpread(input.spreadId);
  if (!spread) throw new AppError(422, 'unknown_spread', `spread_id: unknown spread "${input.spreadId}"`);
  // Bad input is refused before anything else, as an unknown spread is.
  const ownCards = input.cards ? ownDeckDraw(spread, input.cards) : null;
  const pathNames = cleanPathNames(input.pathNames);
  if (pathNames && spread.id !== 'decision')
    throw new AppError(422, 'validation_error', 'path_names: only the Two Paths spread has paths to name', {
      fields: { path_names: 'only the Two Paths spread has paths to name' },
    });
  const now = deps.now();
  const id = randomUUID();
  const question = input.question?.trim() || null;
  const safety = classifyQuestion(question, input.locale ?? (user.locale as Locale));
  if (isSupport(safety.category) || isReframe(safety.category))
    return declineReading(deps, user, { ...input, question }, safety, id);
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
            question,
            safety: safety.category === 'ordinary' ? null : safety.category,
            cards: JSON.stringify(ownCards ?? drawCards(spread.positions, fresh.reversedCards)),
            source: ownCards ? 'own_deck' : 'drawn',
            cost,
            locale: input.locale ?? (fresh.locale as Locale),
            usePersonalArcana: hasArcana && (input.usePersonalArcana ?? fresh.usePersonalArcana),
            pathNames: pathNames ? JSON.stringify(pathNames) : null,
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

/**
 * The safety layer's answer in place of a reading (DESIGN §6b): stored as a declined reading with no
 * cards and no cost, so the person can open it again and nothing touches the ledger.
 */
function declineReading(
  deps: CoreDeps,
  user: UserRow,
  input: NewReading,
  safety: Classification,
  id: string,
): { reading: ReadingRow; balance: number } {
  const category = safety.category;
  if (!isSupport(category) && !isReframe(category)) throw new Error(`not a declined category: ${category}`);
  const now = deps.now();
  const fresh = deps.db.select().from(users).where(eq(users.id, user.id)).get();
  if (!fresh) throw new AppError(401, 'unauthorized', 'Authentication required');
  const locale = input.locale ?? (fresh.locale as Locale);
  const reading = deps.db
    .insert(readings)
    .values({
      id,
      userId: user.id,
      spreadId: input.spreadId,
      question: input.question,
      cards: '[]',
      source: input.cards ? 'own_deck' : 'drawn',
      interpretation: supportText(supportAnswer(locale, category, safety.language)),
      status: 'declined',
      kind: isSupport(category) ? 'support' : 'reframed',
      safety: category,
      cost: 0,
      locale,
      usePersonalArcana: false,
      createdAt: now,
      completedAt: now,
    })
    .returning()
    .get();
  return { reading, balance: fresh.tokenBalance };
}
