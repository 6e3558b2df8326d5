/** CoreDeps plus the long-lived services built on them: what the API and the bot receive. */
import { createPasswordHasher, type PasswordHasher } from './accounts/passwords.js';
import { createPersonalityAnalyses, type PersonalityAnalyses } from './accounts/personality.js';
import type { CoreDeps } from './deps.js';
import { createMailQueue, type MailQueue } from './mail/mail-queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createOracle } from './oracle/create-oracle.js';
import type { Oracle } from './oracle/oracle.js';
import type { InvoiceLinks } from './payments/invoice.js';
import type { RefundStars } from './payments/refunds.js';
import type { EditStarSubscription } from './payments/subscription.js';
import { createInterpretations, type Interpretations } from './readings/interpretations.js';

export interface Services extends CoreDeps {
  /** argon2id; every password hash and check goes through it. */
  passwords: PasswordHasher;
  oracle: Oracle;
  interpretations: Interpretations;
  /** Personality analyses, with the per-user in-flight generations they share. */
  personality: PersonalityAnalyses;
  mail: MailQueue;
  /** Turns Stars invoices into links; main.ts sets it from the bot, so it is absent without BOT_TOKEN. */
  invoiceLinks?: InvoiceLinks;
  /** Sends Stars back through Telegram; main.ts sets it from the bot, so admin refunds need BOT_TOKEN. */
  refundStars?: RefundStars;
  /** Cancels a Stars subscription's renewals through Telegram; main.ts sets it from the bot. */
  editStarSubscription?: EditStarSubscription;
  /** The bot's webhook, set by main.ts in webhook mode and mounted at POST /bot/webhook. */
  botWebhook?: BotWebhook;
}

/** A Telegram update handler behind the secret token Telegram sends in X-Telegram-Bot-Api-Secret-Token. */
export interface BotWebhook {
  secretToken: string;
  handle(request: Request): Promise<Response>;
}

export interface ServiceOverrides {
  oracle?: Oracle;
  mailer?: Mailer;
  passwords?: PasswordHasher;
}

export function createServices(core: CoreDeps, overrides: ServiceOverrides = {}): Services {
  const oracle = overrides.oracle ?? createOracle(core.config);
  const mail = createMailQueue(overrides.mailer ?? createMailer(core.config, core.log), core);
  return {
    ...core,
    passwords: overrides.passwords ?? createPasswordHasher(),
    oracle,
    mail,
    interpretations: createInterpretations({ ...core, oracle }),
    personality: createPersonalityAnalyses({ ...core, oracle }),
  };
}
