/** E-mail verification: the mail sent on register, verify, resend, and setting an e-mail for a user who has none. */
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { pageLink } from '../mail/links.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { startSession } from '../sessions/sessions.js';
import { consumeEmailToken, issueEmailToken, TOKEN_TTL_MINUTES } from './email-tokens.js';
import { toUserDto } from './user-dto.js';
import { findUserByEmail } from './users.js';

export type MailingDeps = CoreDeps & { mail: MailQueue };

/** Issues a fresh verification link (superseding older ones) and queues the mail. */
export function sendVerification(deps: MailingDeps, user: UserRow, linkBase: string, locale = user.locale) {
  if (!user.email || user.isEmailVerified) return;
  const email = user.email;
  const raw = deps.db.transaction((tx) => issueEmailToken(tx, user.id, 'verify', deps.now()), {
    behavior: 'immediate',
  });
  const link = pageLink(linkBase, 'verify-email', raw);
  deps.mail.enqueue({
    to: email,
    link,
    ...renderMail(locale, 'verify', { email, link, ttlMinutes: TOKEN_TTL_MINUTES.verify }),
  });
}

export async function verifyEmail(deps: MailingDeps, raw: string) {
  const user = deps.db.transaction(
    (tx) => {
      const token = consumeEmailToken(tx, raw, 'verify', deps.now());
      const owner = tx.select().from(users).where(eq(users.id, token.userId)).get();
      if (!owner?.email) throw new AppError(400, 'invalid_token', 'This link is invalid');
      return tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, owner.id)).returning().get();
    },
    { behavior: 'immediate' },
  );
  if (!user) throw new AppError(400, 'invalid_token', 'This link is invalid');
  const { access_token, refresh_token, token_type } = await startSession(deps, user.id);
  return {
    verified: true,
    tokens: { access_token, refresh_token, token_type },
    user: toUserDto(user, deps.config),
  };
}

/** Same answer whether or not the address has an account that needs verifying. */
export function resendVerification(
  deps: MailingDeps,
  email: string,
  locale: string,
  linkBase: string,
  ip: string,
) {
  const now = deps.now();
  consume(deps.db, LIMITS.resendByIp, ip, now);
  consume(deps.db, LIMITS.resendByAddress, email, now);
  const user = findUserByEmail(deps.db, email);
  if (user) sendVerification(deps, user, linkBase, locale);
}

/** POST /api/user/email: an e-mail for a user who has none (e.g. a Telegram user), unverified until the link is followed. */
export function setFirstEmail(deps: MailingDeps, user: UserRow, email: string, linkBase: string) {
  consume(deps.db, LIMITS.emailChangeByUser, String(user.id), deps.now());
  if (user.email) {
    throw new AppError(
      409,
      'email_already_set',
      'Your account already has an e-mail; use the e-mail change instead',
    );
  }
  const updated = deps.db.transaction(
    (tx) => {
      if (tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) return null;
      return tx
        .update(users)
        .set({ email, isEmailVerified: false })
        .where(eq(users.id, user.id))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
  if (!updated) throw new AppError(409, 'email_unavailable', 'This e-mail cannot be used');
  sendVerification(deps, updated, linkBase);
  return toUserDto(updated, deps.config);
}
