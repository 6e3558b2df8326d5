/**
 * "Someone tried to use your address" notices (register_attempt, email_in_use) go to an account that
 * exists, so anyone who knows an address could flood its inbox from many IPs (issue 11 §10). A few a
 * day per address are sent; past that they are dropped without a word, because refusing the request
 * would tell the asker the address has an account.
 */

import type { CoreDeps } from '../deps.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { RenderedMail } from '../mail/templates.js';
import { LIMITS, record } from '../security/rate-limit.js';

export function sendAddressNotice(deps: CoreDeps & { mail: MailQueue }, to: string, mail: RenderedMail) {
  const { count } = record(deps.db, LIMITS.noticeByAddress, to, deps.now());
  if (count <= LIMITS.noticeByAddress.max) deps.mail.enqueue({ to, ...mail });
}
