import type { UserRow } from '../../db/schema.js';
import { AppError } from '../errors.js';
import { pageLink } from '../mail/links.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { sendAddressNotice } from './address-notice.js';
import {
  claimVerifiedEmail,
  consumeEmailToken,
  issueEmailToken,
  pendingChange,
  supersede,
  TOKEN_TTL_MINUTES,
} from './email-tokens.js';
import { type MailingDeps, sessionFor } from './email-verification.js';
import type { PasswordHasher } from './passwords.js';
import { findUserByEmail } from './users.js';

export function changeStatus(deps: MailingDeps, user: UserRow) {
  const pending = deps.db.transaction((tx) => pendingChange(tx, user.id, deps.now()));
  return {
    is_pending: !!pending,
    new_email: pending?.newEmail ?? null,
    requested_at: pending ? new Date(pending.createdAt).toISOString() : null,
    expires_at: pending ? new Date(pending.expiresAt).toISOString() : null,
  };
}

/** Cancels the pending change: its link stops working. */
export function dismissChange(deps: MailingDeps, user: UserRow) {
  deps.db.transaction((tx) => supersede(tx, user.id, 'change', deps.now()), { behavior: 'immediate' });
}

export interface ChangeRequest {
  newEmail: string;
  locale: string;
  password?: string;
}

/**
 * Answers alike whether or not the new address belongs to someone, and leaves the asker nothing else
 * to tell the two apart: the change shows as pending and the old address gets the notice either way.
 * A free address gets the confirmation link; a taken one gets no link (its owner gets a notice
 * instead), so its pending change can never be confirmed.
 */
export async function requestChange(
  deps: MailingDeps & { passwords: PasswordHasher },
  user: UserRow,
  req: ChangeRequest,
  linkBase: string,
) {
  consume(deps.db, LIMITS.emailChangeByUser, String(user.id), deps.now());
  if (user.passwordHash && !(await deps.passwords.verify(user.passwordHash, req.password ?? ''))) {
    throw new AppError(403, 'invalid_password', 'password: the current password is not correct');
  }
  if (req.newEmail === user.email)
    throw new AppError(422, 'same_email', 'new_email: this is already your e-mail');
  const outcome = deps.db.transaction(
    (tx) => {
      const taken = !!findUserByEmail(tx, req.newEmail);
      return { taken, raw: issueEmailToken(tx, user.id, 'change', deps.now(), req.newEmail) };
    },
    { behavior: 'immediate' },
  );
  if (outcome.taken) {
    sendAddressNotice(deps, req.newEmail, renderMail(req.locale, 'email_in_use', { email: req.newEmail }));
  } else {
    const link = pageLink(linkBase, 'confirm-email-change', outcome.raw);
    deps.mail.enqueue({
      to: req.newEmail,
      link,
      ...renderMail(req.locale, 'change_confirm', {
        email: req.newEmail,
        link,
        ttlMinutes: TOKEN_TTL_MINUTES.change,
      }),
    });
  }
  if (user.email) {
    deps.mail.enqueue({
      to: user.email,
      ...renderMail(req.locale, 'change_notice', { new_email: req.newEmail }),
    });
  }
}

export async function confirmChange(deps: MailingDeps, raw: string) {
  const user = deps.db.transaction(
    (tx) => {
      const token = consumeEmailToken(tx, raw, 'change', deps.now());
      if (!token.newEmail) throw new AppError(400, 'invalid_token', 'This link is invalid');
      const moved = claimVerifiedEmail(tx, token.userId, token.newEmail);
      // Links mailed to the old address must not act on the account once it has moved.
      supersede(tx, token.userId, 'reset', deps.now());
      supersede(tx, token.userId, 'verify', deps.now());
      return moved;
    },
    { behavior: 'immediate' },
  );
  return { success: true, ...(await sessionFor(deps, user)) };
}
