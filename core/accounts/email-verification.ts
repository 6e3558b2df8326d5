/** E-mail verification: the mail sent on register, verify, resend, and setting an e-mail for a user who has none. */
import { and, eq, isNull } from 'drizzle-orm';
import { emailTokens, type UserRow } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { pageLink } from '../mail/links.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { startSession } from '../sessions/sessions.js';
import { sendAddressNotice } from './address-notice.js';
import { claimVerifiedEmail, consumeEmailToken, issueEmailToken, TOKEN_TTL_MINUTES } from './email-tokens.js';
import { toUserDto } from './user-dto.js';
import { findUser, findUserByEmail } from './users.js';

export type MailingDeps = CoreDeps & { mail: MailQueue };

function verificationMail(email: string, raw: string, linkBase: string, locale: string): OutgoingMail {
  const link = pageLink(linkBase, 'verify-email', raw);
  return {
    to: email,
    link,
    ...renderMail(locale, 'verify', { email, link, ttlMinutes: TOKEN_TTL_MINUTES.verify }),
  };
}

/** A fresh verification link for the account's unverified address (superseding older ones), as a mail. */
function newVerificationMail(deps: MailingDeps, user: UserRow, linkBase: string, locale: string) {
  if (!user.email || user.isEmailVerified) return undefined;
  const raw = deps.db.transaction((tx) => issueEmailToken(tx, user.id, 'verify', deps.now()), {
    behavior: 'immediate',
  });
  return verificationMail(user.email, raw, linkBase, locale);
}

/** Issues a fresh verification link for the account's unverified address (superseding older ones) and mails it. */
export function sendVerification(deps: MailingDeps, user: UserRow, linkBase: string, locale = user.locale) {
  const mail = newVerificationMail(deps, user, linkBase, locale);
  if (mail) deps.mail.enqueue(mail);
}

/**
 * Following a verification link. A link for a first e-mail (POST /api/user/email) carries the address,
 * which joins the account only now, once its owner has proved it, and only if still free.
 */
export async function verifyEmail(deps: MailingDeps, raw: string) {
  const user = deps.db.transaction(
    (tx) => {
      const token = consumeEmailToken(tx, raw, 'verify', deps.now());
      const owner = findUser(tx, token.userId);
      const email = token.newEmail ?? owner?.email;
      if (!owner || !email || (owner.email && owner.email !== email)) {
        throw new AppError(400, 'invalid_token', 'This link is invalid');
      }
      return claimVerifiedEmail(tx, owner.id, email);
    },
    { behavior: 'immediate' },
  );
  return { verified: true, ...(await sessionFor(deps, user)) };
}

/** A new session for a user who just proved their address by following a link: {tokens, user}. */
export async function sessionFor(deps: MailingDeps, user: UserRow) {
  return { tokens: await startSession(deps, user.id), user: toUserDto(user, deps.config) };
}

/** The account waiting to verify this address as its first e-mail, if any. */
function pendingFirstEmailOwner(deps: MailingDeps, email: string): number | undefined {
  const now = deps.now();
  return deps.db
    .select({ userId: emailTokens.userId, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.purpose, 'verify'),
        eq(emailTokens.newEmail, email),
        isNull(emailTokens.usedAt),
        isNull(emailTokens.supersededAt),
      ),
    )
    .all()
    .find((t) => t.expiresAt > now)?.userId;
}

/** Same answer, and the same work before it, whether or not the address has an account that needs verifying. */
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
  // Whether the address has an account decides all the rest, so all the rest waits for the answer.
  deps.mail.later(() => {
    const user = findUserByEmail(deps.db, email);
    if (user) return newVerificationMail(deps, user, linkBase, locale);
    const pendingOwner = pendingFirstEmailOwner(deps, email);
    if (pendingOwner === undefined) return undefined;
    const raw = deps.db.transaction((tx) => issueEmailToken(tx, pendingOwner, 'verify', now, email), {
      behavior: 'immediate',
    });
    return verificationMail(email, raw, linkBase, locale);
  });
}

/**
 * POST /api/user/email: a first e-mail for a user who has none (e.g. a Telegram user). The address stays
 * pending until its link is followed, so nobody can hold someone else's address (or an admin one) unverified.
 * The answer is the same whether or not the address is taken; a taken one's owner gets a notice instead.
 */
export function setFirstEmail(
  deps: MailingDeps,
  user: UserRow,
  email: string,
  linkBase: string,
  locale = user.locale,
) {
  consume(deps.db, LIMITS.emailChangeByUser, String(user.id), deps.now());
  if (user.email) {
    throw new AppError(
      409,
      'email_already_set',
      'Your account already has an e-mail; use the e-mail change instead',
    );
  }
  const raw = deps.db.transaction(
    (tx) => {
      if (findUserByEmail(tx, email)) return null;
      return issueEmailToken(tx, user.id, 'verify', deps.now(), email);
    },
    { behavior: 'immediate' },
  );
  if (raw) deps.mail.enqueue(verificationMail(email, raw, linkBase, locale));
  else sendAddressNotice(deps, email, renderMail(locale, 'email_in_use', { email }));
  return { pending_email: email };
}
