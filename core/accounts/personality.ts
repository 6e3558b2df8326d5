/**
 * The personality analysis: written by the oracle from the two personal arcana and the birth date,
 * generated once and kept; regenerated only when the birth date or the language changes, or after DELETE.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personalityAnalyses, type UserRow } from '../../db/schema.js';
import { AppError } from '../errors.js';
import type { Locale } from '../locales.js';
import type { Oracle } from '../oracle/oracle.js';
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

export async function personalityAnalysis(db: Db, oracle: Oracle, user: UserRow, now: number) {
  if (!user.birthDate || user.firstArcana === null || user.secondArcana === null) {
    throw new AppError(409, 'arcana_required', 'Set your birth date first to get a personality analysis');
  }
  const locale = user.locale as Locale;
  const existing = db.select().from(personalityAnalyses).where(eq(personalityAnalyses.userId, user.id)).get();
  if (existing && existing.birthDate === user.birthDate && existing.locale === locale) return toDto(existing);

  const arcana = (n: number) => {
    const text = cardText(locale, majorForArcana(n).id);
    return { number: n, name: text.name, meaning: text.meaning_upright };
  };
  const result = await oracle.personality({
    locale,
    birthDate: user.birthDate,
    first: arcana(user.firstArcana),
    second: arcana(user.secondArcana),
  });
  const values = {
    userId: user.id,
    birthDate: user.birthDate,
    firstArcana: user.firstArcana,
    secondArcana: user.secondArcana,
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

export function deletePersonalityAnalysis(db: Db, userId: number): boolean {
  return db.delete(personalityAnalyses).where(eq(personalityAnalyses.userId, userId)).run().changes > 0;
}
