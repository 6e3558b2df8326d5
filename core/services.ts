/** CoreDeps plus the long-lived services built on them: what the API and the bot receive. */

import { createPasswordHasher, type PasswordHasher } from './accounts/passwords.js';
import { createPersonalityAnalyses, type PersonalityAnalyses } from './accounts/personality.js';
import { type Claims, createClaims } from './claims.js';
import { createDbChanges } from './db-changes.js';
import type { CoreDeps } from './deps.js';
import { createFollowupAnswers, type FollowupAnswers } from './followups/followup-answers.js';
import { createMailQueue, type MailQueue } from './mail/mail-queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { meteredOracle } from './metrics/metered-oracle.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { createOracle } from './oracle/create-oracle.js';
import type { Oracle } from './oracle/oracle.js';
import type { InvoiceLinks } from './payments/invoice.js';
import type { RefundStars } from './payments/refunds.js';
import type { EditStarSubscription } from './payments/subscription.js';
import { createInterpretations, type Interpretations } from './readings/interpretations.js';
import { createLiveGenerations } from './readings/live-generations.js';
import type { PreparedShares } from './share/prepared-share.js';

export interface Services extends CoreDeps {
  /** argon2id; every password hash and check goes through it. */
  passwords: PasswordHasher;
  oracle: Oracle;
  interpretations: Interpretations;
  /** Follow-up answers; their generations share the interpretations' registry (stopFor, idle). */
  followupAnswers: FollowupAnswers;
  /** Personality analyses, with the per-user in-flight generations they share. */
  personality: PersonalityAnalyses;
  mail: MailQueue;
  /** This process's claims on work several processes share a database for (ADR 0052). */
  claims: Claims;
  /** Prometheus figures behind GET /metrics; only with METRICS_TOKEN (ADR 0043). */
  metrics?: Metrics;
  /** Turns Stars invoices into links; main.ts sets it from the bot, so it is absent without BOT_TOKEN. */
  invoiceLinks?: InvoiceLinks;
  /** Sends Stars back through Telegram; main.ts sets it from the bot, so admin refunds need BOT_TOKEN. */
  refundStars?: RefundStars;
  /** Turns a share image into a Telegram prepared message; main.ts sets it from the bot. */
  preparedShares?: PreparedShares;
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
  const metrics = core.config.METRICS_TOKEN ? createMetrics(core.db, core.now) : undefined;
  const chosen = overrides.oracle ?? createOracle(core.config);
  const oracle = metrics ? meteredOracle(chosen, metrics.oracle) : chosen;
  const mail = createMailQueue(overrides.mailer ?? createMailer(core.config, core.log), core);
  // One registry of running generations, so stopping an account or waiting at shutdown covers both.
  const live = createLiveGenerations();
  const claims = createClaims(core);
  const changes = createDbChanges(core.db);
  return {
    ...core,
    claims,
    passwords: overrides.passwords ?? createPasswordHasher(),
    oracle,
    mail,
    metrics,
    interpretations: createInterpretations({ ...core, oracle, live, claims, changes }),
    followupAnswers: createFollowupAnswers({ ...core, oracle, live, claims, changes }),
    personality: createPersonalityAnalyses({ ...core, oracle, claims, changes }),
  };
}
