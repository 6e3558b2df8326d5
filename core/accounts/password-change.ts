/**
 * A signed-in person sets a first password or changes theirs (the current one is required when there is
 * one). Every session ends, this one is renewed with fresh tokens, and the address on file is told.
 */
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../db/schema.js';
import { users } from '../../db/schema.js';
import { AppError } from '../errors.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { endAllSessions, startSession } from '../sessions/sessions.js';
import type { MailingDeps } from './email-verification.js';
import { checkPasswordRules, type PasswordHasher } from './passwords.js';

export async function changePassword(
  deps: MailingDeps & { passwords: PasswordHasher },
  user: UserRow,
  input: { current_password?: string; new_password: string; device_info?: string },
) {
  checkPasswordRules(input.new_password, 'new_password');
  consume(deps.db, LIMITS.passwordChangeByUser, String(user.id), deps.now());
  if (user.passwordHash) {
    if (
      !input.current_password ||
      !(await deps.passwords.verify(user.passwordHash, input.current_password))
    ) {
      throw new AppError(403, 'invalid_password', 'current_password: the current password is not correct');
    }
  }
  const passwordHash = await deps.passwords.hash(input.new_password);
  deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
  endAllSessions(deps, user.id);
  const tokens = await startSession(deps, user.id, input.device_info);
  if (user.email) deps.mail.enqueue({ to: user.email, ...renderMail(user.locale, 'reset_done', {}) });
  return tokens;
}
