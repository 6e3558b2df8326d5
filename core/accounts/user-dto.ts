/** The User of spec §3 as callers see it. Built from a row field by field, so secrets never leak. */
import type { UserRow } from '../../db/schema.js';
import type { Config } from '../config.js';

export interface UserDto {
  id: number;
  telegram_id: number | null;
  google_id: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  token_balance: number;
  locale: string;
  email: string | null;
  is_email_verified: boolean;
  display_name: string | null;
  birth_date: string | null;
  arcana_skipped: boolean;
  is_admin: boolean;
}

/** Admins: the flag, a listed Telegram id, or a listed e-mail once it is verified (DESIGN §5). */
export function isAdmin(user: UserRow, config: Pick<Config, 'ADMIN_EMAILS' | 'ADMIN_TELEGRAM_IDS'>): boolean {
  if (user.isAdmin) return true;
  if (user.telegramId && config.ADMIN_TELEGRAM_IDS.includes(user.telegramId)) return true;
  return !!user.email && user.isEmailVerified && config.ADMIN_EMAILS.includes(user.email);
}

export function toUserDto(
  user: UserRow,
  config: Pick<Config, 'ADMIN_EMAILS' | 'ADMIN_TELEGRAM_IDS'>,
): UserDto {
  return {
    id: user.id,
    telegram_id: user.telegramId === null ? null : Number(user.telegramId),
    google_id: user.googleId,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    photo_url: user.photoUrl,
    token_balance: user.tokenBalance,
    locale: user.locale,
    email: user.email,
    is_email_verified: user.isEmailVerified,
    display_name: user.displayName,
    birth_date: user.birthDate,
    arcana_skipped: user.arcanaSkipped,
    is_admin: isAdmin(user, config),
  };
}
