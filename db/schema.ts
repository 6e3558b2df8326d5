/**
 * Every table of DESIGN §4. Times are Unix epoch milliseconds. Booleans are SQLite integers.
 * users.token_balance is a cache of the ledger sum; only core/ledger.ts writes it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer('created_at').notNull().default(now);
const flag = (name: string, fallback: boolean) =>
  integer(name, { mode: 'boolean' }).notNull().default(fallback);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    telegramId: text('telegram_id').unique(),
    googleId: text('google_id').unique(),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    photoUrl: text('photo_url'),
    email: text('email').unique(),
    isEmailVerified: flag('is_email_verified', false),
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    birthDate: text('birth_date'),
    firstArcana: integer('first_arcana'),
    secondArcana: integer('second_arcana'),
    arcanaSkipped: flag('arcana_skipped', false),
    locale: text('locale').notNull().default('en'),
    localeConfirmed: flag('locale_confirmed', false),
    termsAcceptedAt: integer('terms_accepted_at'),
    showConfirmation: flag('show_confirmation', true),
    notificationsEnabled: flag('notifications_enabled', false),
    usePersonalArcana: flag('use_personal_arcana', true),
    reversedCards: flag('reversed_cards', true),
    isAdmin: flag('is_admin', false),
    tokenBalance: integer('token_balance').notNull().default(0),
    /** Access tokens carry this number; bumping it ends every session at once (reset, deletion). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at'),
    /** Set when an admin deleted the account: the row stays, emptied, so the ledger and payments still add up. */
    deletedAt: integer('deleted_at'),
    /** The monthly Stars subscription (DESIGN §6b): paid up to this time; null when never subscribed. */
    subscriptionExpiresAt: integer('subscription_expires_at'),
    /** Cancelled by its owner: it stays active until it expires and is not renewed. */
    subscriptionCancelled: flag('subscription_cancelled', false),
  },
  (t) => [
    index('users_created_at').on(t.createdAt),
    // Admin lists sort by these (the rowid, the tie-break, is in every index) and count active users.
    index('users_last_seen_at').on(t.lastSeenAt),
    index('users_token_balance').on(t.tokenBalance),
    // The admin "verified" filter counted over a sign-up range from the index alone.
    index('users_verified_created').on(t.isEmailVerified, t.createdAt),
  ],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    deviceInfo: text('device_info'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    rotatedAt: integer('rotated_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    /** Set when a newer request of the same purpose replaced this link, or the change was dismissed. */
    supersededAt: integer('superseded_at'),
  },
  (t) => [index('email_tokens_user_purpose').on(t.userId, t.purpose)],
);

/** One-time codes that trade for a session after an OAuth redirect (tokens never travel in a URL). */
export const loginCodes = sqliteTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
});

export const tokenLedger = sqliteTable(
  'token_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').unique(),
    balanceAfter: integer('balance_after').notNull(),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('token_ledger_user').on(t.userId, t.id)],
);

/**
 * The ledger summed per UTC day and reason, kept by triggers on token_ledger (migration 0005) in the
 * same transaction as each row, so admin figures need not scan a million rows. `total` sums the deltas.
 */
export const ledgerDaily = sqliteTable(
  'ledger_daily',
  {
    day: text('day').notNull(),
    reason: text('reason').notNull(),
    total: integer('total').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
);

export const readings = sqliteTable(
  'readings',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spreadId: text('spread_id').notNull(),
    question: text('question'),
    /** JSON: [{ position, card_id, reversed }] */
    cards: text('cards').notNull(),
    interpretation: text('interpretation').notNull().default(''),
    /** `declined`: the safety layer answered instead of the cards (DESIGN §6b); nothing drawn or charged. */
    status: text('status', { enum: ['pending', 'complete', 'failed', 'declined'] })
      .notNull()
      .default('pending'),
    /** `support`: care and helplines; `reframed`: a light answer inviting a real question. */
    kind: text('kind', { enum: ['reading', 'support', 'reframed'] })
      .notNull()
      .default('reading'),
    /** What the safety layer found in the question (core/safety/classify.ts); null when ordinary. */
    safety: text('safety'),
    /** `drawn` by the app, or `own_deck`: cards the person drew from their own physical deck. */
    source: text('source', { enum: ['drawn', 'own_deck'] })
      .notNull()
      .default('drawn'),
    failureReason: text('failure_reason'),
    cost: integer('cost').notNull(),
    locale: text('locale').notNull(),
    usePersonalArcana: flag('use_personal_arcana', false),
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    savedAt: integer('saved_at'),
    /** The owner's own words about the reading; null when none. */
    note: text('note'),
    /** JSON {a, b}: the two paths of a Two Paths reading as the person named them (ADR 0072); else null. */
    pathNames: text('path_names'),
    createdAt: createdAt(),
    completedAt: integer('completed_at'),
  },
  (t) => [
    index('readings_user_created').on(t.userId, t.createdAt, t.id),
    index('readings_user_saved').on(t.userId, t.savedAt, t.id),
    // A person with 100,000 readings (issue 24 §4): history of one spread, and the rank's count
    // read from the index alone.
    index('readings_user_spread').on(t.userId, t.spreadId, t.createdAt, t.id),
    index('readings_user_status').on(t.userId, t.status),
    // Admin lists and day statistics read readings by time across all users.
    index('readings_created').on(t.createdAt),
    // The periodic look for pending readings no process is writing (core/claims.ts) reads only these.
    index('readings_pending').on(t.id).where(sql`status = 'pending'`),
  ],
);

/**
 * Follow-up questions about a reading (DESIGN §6b): each draws one clarifier card from the cards not
 * in the spread and is answered in the light of the whole spread; at most three per reading.
 */
export const followups = sqliteTable(
  'followups',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The clarifier card; null when the safety layer answered instead of the cards. */
    cardId: text('card_id'),
    reversed: flag('reversed', false),
    answer: text('answer').notNull().default(''),
    status: text('status', { enum: ['pending', 'complete', 'failed', 'declined'] })
      .notNull()
      .default('pending'),
    kind: text('kind', { enum: ['followup', 'support', 'reframed'] })
      .notNull()
      .default('followup'),
    safety: text('safety'),
    failureReason: text('failure_reason'),
    cost: integer('cost').notNull(),
    locale: text('locale').notNull(),
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: createdAt(),
    completedAt: integer('completed_at'),
  },
  (t) => [
    index('followups_reading').on(t.readingId, t.createdAt),
    index('followups_pending').on(t.id).where(sql`status = 'pending'`),
  ],
);

export const personalityAnalyses = sqliteTable('personality_analyses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: text('birth_date').notNull(),
  firstArcana: integer('first_arcana').notNull(),
  secondArcana: integer('second_arcana').notNull(),
  locale: text('locale').notNull(),
  text: text('text').notNull(),
  model: text('model'),
  createdAt: createdAt(),
});

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    telegramChargeId: text('telegram_payment_charge_id').notNull().unique(),
    providerChargeId: text('provider_payment_charge_id'),
    /**
     * The Telegram user who paid, whom a refund sends the Stars back to. Kept here, not read from the
     * payer's account, so a deleted account's payments can still be refunded (ADR 0035).
     */
    payerTelegramId: text('payer_telegram_id'),
    packageId: text('package_id').notNull(),
    tokens: integer('tokens').notNull(),
    stars: integer('stars').notNull(),
    /** 'review': Stars taken but nothing credited (price, package or account did not match); tokens is 0. */
    status: text('status', { enum: ['paid', 'review', 'refunded'] })
      .notNull()
      .default('paid'),
    /** A subscription charge (first or renewal): the subscription's end this charge paid for. */
    subscriptionExpiresAt: integer('subscription_expires_at'),
    createdAt: createdAt(),
    refundedAt: integer('refunded_at'),
  },
  (t) => [index('payments_user').on(t.userId), index('payments_created').on(t.createdAt)],
);

/** Fixed-window counters; kept in the database so a restart does not reset them. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
});

/** One row per user and day the daily-card message went out, so a restart never sends twice. */
export const dailySends = sqliteTable(
  'daily_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const freeDailyDraws = sqliteTable(
  'free_daily_draws',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    readingId: text('reading_id').notNull(),
  },
  (t) => [uniqueIndex('free_daily_draws_user_day').on(t.userId, t.day)],
);

/**
 * Every admin write: who, what, on which target, and the record before and after (JSON). Append-only;
 * no foreign key on the actor, so the trail outlives a deleted admin account.
 */
export const adminAudit = sqliteTable(
  'admin_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorUserId: integer('actor_user_id').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created').on(t.createdAt, t.id)],
);

export type UserRow = typeof users.$inferSelect;
export type ReadingRow = typeof readings.$inferSelect;
export type FollowupRow = typeof followups.$inferSelect;
export type LedgerRow = typeof tokenLedger.$inferSelect;

/**
 * Mail waiting to be sent (issue 13): a message is written here before anything tries to send it and
 * deleted once the mail server took it, so a crash or restart loses nothing. `nextAttemptAt` is when it is
 * due; a sender claims a row by moving it forward, so two processes never send one message twice.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** JSON: the OutgoingMail (to, subject, text, html, link). */
    message: text('message').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due').on(t.nextAttemptAt)],
);

/**
 * A question typed to the bot, kept until the person taps a spread under it (ADR 0045): a button's
 * callback data holds at most 64 bytes, so it carries this row's id. `reading_id` is set by the one tap
 * that claimed it, so a second tap or a repeated update never reads (or charges) it twice.
 */
export const chatQuestions = sqliteTable(
  'chat_questions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    claimedAt: integer('claimed_at'),
    readingId: text('reading_id'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_questions_user').on(t.userId)],
);

/** The bot's messages that carry a reading or its answers, so a reply to one asks a follow-up about it. */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    chatId: integer('chat_id').notNull(),
    messageId: integer('message_id').notNull(),
    readingId: text('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.messageId] })],
);

/**
 * Updates (`update:<id>`) and callback queries (`callback:<id>`) the chat readings already took, so one
 * Telegram delivers again is not read or charged twice. Telegram keeps an update for 24 hours at most.
 */
export const handledUpdates = sqliteTable(
  'handled_updates',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('handled_updates_created').on(t.createdAt)],
);

/**
 * "Learn the cards": one row per answered question of a person's daily quiz (ADR 0051). The quiz itself
 * is rebuilt from the person and the day, so only answers are kept; one answer per question.
 */
export const quizAnswers = sqliteTable(
  'quiz_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    question: integer('question').notNull(),
    choice: text('choice').notNull(),
    correct: integer('correct', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.question] })],
);

/**
 * Work one process has taken on, so several processes on one database never do it twice (ADR 0052):
 * a reading or follow-up being written (`key` is the reading's id or `followup:<id>`, `draft` the text
 * so far, which another process's stream follows), a personality analysis (`personality:<user id>`), or
 * a singleton such as the bot (`lease:bot`). A claim lasts until `claimedUntil` unless its holder
 * renews it; after that any process may take it over.
 */
export const claims = sqliteTable('claims', {
  key: text('key').primaryKey(),
  claimedBy: text('claimed_by').notNull(),
  claimedUntil: integer('claimed_until').notNull(),
  draft: text('draft').notNull().default(''),
});
