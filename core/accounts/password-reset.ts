/** Password reset (DESIGN §5): same answer for every address, a 1-hour single-use link, and every session ended. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { pageLink } from '../mail/links.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { endAllSessions } from '../sessions/sessions.js';
import {
  consumeEmailToken,
  issueEmailToken,
  liveEmailToken,
  supersede,
  TOKEN_TTL_MINUTES,
} from './email-tokens.js';
import type { MailingDeps } from './email-verification.js';
import { clearLoginFailures } from './login-guard.js';
import { checkPasswordRules, type PasswordHasher } from './passwords.js';
import { findUserByEmail } from './users.js';

export function requestReset(deps: MailingDeps, email: string, locale: string, linkBase: string, ip: string) {
  const now = deps.now();
  consume(deps.db, LIMITS.resetByIp, ip, now);
  consume(deps.db, LIMITS.resetByAddress, email, now);
  // Whether the address has an account decides all the rest, so all the rest waits for the answer.
  deps.mail.later(() => {
    const user = findUserByEmail(deps.db, email);
    if (!user) return undefined;
    const raw = deps.db.transaction((tx) => issueEmailToken(tx, user.id, 'reset', now), {
      behavior: 'immediate',
    });
    const link = pageLink(linkBase, 'reset-password', raw);
    return {
      to: email,
      link,
      ...renderMail(locale, 'reset', { email, link, ttlMinutes: TOKEN_TTL_MINUTES.reset }),
    };
  });
}

/**
 * The link is checked (a read) before the new password is hashed: an argon2 hash costs ~20 MB and tens of
 * milliseconds of CPU, so only a live link may ask for one, and the call is limited per IP besides.
 */
export async function confirmReset(
  deps: MailingDeps & { passwords: PasswordHasher },
  raw: string,
  newPassword: string,
  ip: string,
) {
  consume(deps.db, LIMITS.resetConfirmByIp, ip, deps.now());
  checkPasswordRules(newPassword, 'newPassword');
  liveEmailToken(deps.db, raw, 'reset', deps.now());
  const passwordHash = await deps.passwords.hash(newPassword);
  const user = deps.db.transaction(
    (tx) => {
      const token = consumeEmailToken(tx, raw, 'reset', deps.now());
      // Whoever held the old password may have started an e-mail change: those links die with it.
      supersede(tx, token.userId, 'change', deps.now());
      supersede(tx, token.userId, 'verify', deps.now());
      // Following the link proves control of the address.
      return tx
        .update(users)
        .set({ passwordHash, isEmailVerified: true })
        .where(eq(users.id, token.userId))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
  if (!user) return;
  endAllSessions(deps, user.id);
  if (user.email) clearLoginFailures(deps.db, user.email);
  if (user.email) deps.mail.enqueue({ to: user.email, ...renderMail(user.locale, 'reset_done', {}) });
}
