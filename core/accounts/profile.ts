/** Profile, onboarding and preference changes for the signed-in user (spec §7, base /api/user). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';
import type { Locale } from '../locales.js';
import { personalArcana } from '../tarot/arcana.js';

type Changes = Partial<typeof users.$inferInsert>;

export function updateUser(db: Db, userId: number, changes: Changes): UserRow {
  const row = db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export const userInfo = (user: UserRow) => ({
  locale_confirmed: user.localeConfirmed,
  terms_accepted: user.termsAcceptedAt !== null,
  arcana_skipped: user.arcanaSkipped,
});

export const preferences = (user: UserRow) => ({
  show_confirmation: user.showConfirmation,
  notifications_enabled: user.notificationsEnabled,
  use_personal_arcana: user.usePersonalArcana,
  reversed_cards: user.reversedCards,
});

export const setLocale = (db: Db, userId: number, locale: Locale) =>
  updateUser(db, userId, { locale, localeConfirmed: true });

export const setTerms = (db: Db, userId: number, accepted: boolean, now: number) =>
  updateUser(db, userId, { termsAcceptedAt: accepted ? now : null });

/** Stores the birth date and the arcana computed from it; a new date replaces a previous analysis basis. */
export function setBirthDate(db: Db, userId: number, birthDate: string): UserRow {
  const { first_arcana, second_arcana } = personalArcana(birthDate);
  return updateUser(db, userId, { birthDate, firstArcana: first_arcana, secondArcana: second_arcana });
}

export const arcanaOf = (user: UserRow) =>
  user.firstArcana !== null && user.secondArcana !== null
    ? { first_arcana: user.firstArcana, second_arcana: user.secondArcana }
    : null;
