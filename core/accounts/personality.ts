/**
 * The personality analysis: written by the oracle from the two personal arcana and the birth date,
 * generated once and kept; regenerated only when the birth date or the language changes, or after DELETE.
 * Each user has at most one generation running (concurrent requests share it) and a daily cap on
 * generations, because every one is a paid AI call. Across processes on one database, a claim on
 * `personality:<user id>` keeps it to one: another process's request waits for that analysis (ADR 0052).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personalityAnalyses, type UserRow } from '../../db/schema.js';
import type { Claims } from '../claims.js';
import type { DbChanges } from '../db-changes.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { Locale } from '../locales.js';
import type { Oracle } from '../oracle/oracle.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { cardText } from '../tarot/card-texts.js';
import { majorForArcana } from '../tarot/deck.js';

type AnalysisRow = typeof personalityAnalyses.$inferSelect;

const toDto = (row: AnalysisRow) => ({
  analysis: row.text,
  first_arcana: row.firstArcana,
  second_arcana: row.secondArcana,
  birth_date: row.birthDate,
  locale: row.locale,
  created_at: new Date(row.createdAt).toISOString(),
});

export type PersonalityDto = ReturnType<typeof toDto>;

export interface PersonalityAnalyses {
  /**
   * The kept analysis, or a new one when there is none for the current birth date and language.
   * A generation counts against LIMITS.personalityByUser (429 once used up); a request that arrives
   * while one is running for the same user waits for it instead of starting another.
   */
  get(user: UserRow): Promise<PersonalityDto>;
}

export function createPersonalityAnalyses(
  deps: CoreDeps & { oracle: Oracle; claims: Claims; changes: DbChanges },
): PersonalityAnalyses {
  const { db, oracle, claims } = deps;
  const running = new Map<number, Promise<PersonalityDto>>();

  async function generate(user: UserRow, birthDate: string, first: number, second: number, now: number) {
    const locale = user.locale as Locale;
    const arcana = (n: number) => ({ number: n, name: cardText(locale, majorForArcana(n).id).name });
    const result = await oracle
      .personality(
        { locale, birthDate, first: arcana(first), second: arcana(second) },
        AbortSignal.timeout(deps.config.OPENAI_TIMEOUT_MS * 2),
      )
      .catch((error: unknown) => {
        deps.log.error('personality analysis failed', { userId: user.id, error });
        throw new AppError(
          503,
          'oracle_unavailable',
          'The analysis could not be written right now; try again later',
        );
      });
    const values = {
      userId: user.id,
      birthDate,
      firstArcana: first,
      secondArcana: second,
      locale,
      text: result.text,
      model: oracle.model,
      createdAt: now,
    };
    const row = db
      .insert(personalityAnalyses)
      .values(values)
      .onConflictDoUpdate({ target: personalityAnalyses.userId, set: values })
      .returning()
      .get();
    return toDto(row);
  }

  /** Another process writes this user's analysis: wait until it stops holding the claim, then look again. */
  async function fromElsewhere(user: UserRow, key: string) {
    while (claims.elsewhere(key) !== null) await deps.changes.next();
    running.delete(user.id);
    return self.get(user);
  }

  const self: PersonalityAnalyses = {
    async get(user) {
      const { birthDate, firstArcana, secondArcana } = user;
      if (!birthDate || firstArcana === null || secondArcana === null) {
        throw new AppError(409, 'arcana_required', 'Set your birth date first to get a personality analysis');
      }
      const existing = db
        .select()
        .from(personalityAnalyses)
        .where(eq(personalityAnalyses.userId, user.id))
        .get();
      if (existing && existing.birthDate === birthDate && existing.locale === user.locale)
        return toDto(existing);

      // Everything from the lookup to `running.set` is synchronous, so two requests cannot both start one.
      const inFlight = running.get(user.id);
      if (inFlight) return inFlight;
      const key = `personality:${user.id}`;
      const now = deps.now();
      let generation: Promise<PersonalityDto>;
      if (claims.take(key)) {
        try {
          consume(db, LIMITS.personalityByUser, String(user.id), now);
        } catch (error) {
          claims.release(key);
          throw error;
        }
        generation = claims.holding(key, () => generate(user, birthDate, firstArcana, secondArcana, now));
      } else {
        generation = fromElsewhere(user, key);
      }
      const shared: Promise<PersonalityDto> = generation.finally(() => {
        if (running.get(user.id) === shared) running.delete(user.id);
      });
      running.set(user.id, shared);
      return shared;
    },
  };
  return self;
}

export function deletePersonalityAnalysis(db: Db, userId: number): boolean {
  return db.delete(personalityAnalyses).where(eq(personalityAnalyses.userId, userId)).run().changes > 0;
}
