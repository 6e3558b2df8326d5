/** Admin views and changes of accounts: list with search and filters, detail, edit, delete. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatQuestions,
  emailTokens,
  loginCodes,
  personalityAnalyses,
  readings,
  refreshTokens,
  type UserRow,
  users,
} from '../../db/schema.js';
import { isAdmin, toUserDto } from '../accounts/user-dto.js';
import type { Config } from '../config.js';
import { AppError, notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { userActivity } from './find-user.js';

type AdminConfig = Pick<Config, 'ADMIN_EMAILS' | 'ADMIN_TELEGRAM_IDS'>;

export const USER_SORTS = ['id', 'created_at', 'last_seen_at', 'token_balance', 'email'] as const;
const sortColumns = {
  id: users.id,
  created_at: users.createdAt,
  last_seen_at: users.lastSeenAt,
  token_balance: users.tokenBalance,
  email: users.email,
} as const;

export interface UserFilter {
  search?: string;
  isAdmin?: boolean;
  verified?: boolean;
  method?: 'telegram' | 'email' | 'google';
  /** Epoch ms, inclusive start and exclusive end (the route turns whole UTC days into these). */
  createdFrom?: number;
  createdTo?: number;
  sort: (typeof USER_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function toAdminUserDto(user: UserRow, config: AdminConfig) {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    ...toUserDto(user, config),
    has_password: user.passwordHash !== null,
    created_at: new Date(user.createdAt).toISOString(),
    last_seen_at: iso(user.lastSeenAt),
    deleted_at: iso(user.deletedAt),
  };
}

/** is_admin as isAdmin() decides it: the flag, a listed Telegram id, or a listed e-mail once verified. */
function adminCondition(config: AdminConfig): SQL {
  const parts: (SQL | undefined)[] = [eq(users.isAdmin, true)];
  if (config.ADMIN_TELEGRAM_IDS.length) parts.push(inArray(users.telegramId, [...config.ADMIN_TELEGRAM_IDS]));
  if (config.ADMIN_EMAILS.length)
    parts.push(and(inArray(users.email, [...config.ADMIN_EMAILS]), eq(users.isEmailVerified, true)));
  return or(...parts) as SQL;
}

/**
 * Substrings of e-mail, username and names; a number also finds the Telegram id or user id exactly.
 * Three characters or more go through the trigram index users_search (migration 0005); shorter ones,
 * which a trigram cannot match, fall back to scanning.
 */
function searchCondition(q: string, broad: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if ([...q].length >= 3) {
    // One quoted phrase: the search's own quotes doubled, so nothing in it is FTS query syntax.
    const phrase = `"${q.replaceAll('"', '""')}"`;
    const matches = sql`(select rowid from users_search where users_search match ${phrase})`;
    // Few matches: look each one up by id, then sort them. Many (a common name): walk the sort
    // column's index and keep the matches, which stops after one page; unary + stops the id lookup.
    parts.push(broad ? sql`+${users.id} in ${matches}` : sql`${users.id} in ${matches}`);
  } else {
    // LIKE wildcards in the search are literal characters, not patterns.
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const text = (column: SQLWrapper) => sql`lower(${column}) like ${like} escape '\\'`;
    parts.push(
      text(users.email),
      text(users.username),
      text(users.firstName),
      text(users.lastName),
      text(users.displayName),
    );
  }
  if (/^\d{1,20}$/.test(q)) {
    parts.push(eq(users.telegramId, q));
    if (q.length <= 15) parts.push(eq(users.id, Number(q)));
  }
  return or(...parts);
}

function conditions(f: UserFilter, config: AdminConfig, broad = false): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // Control characters never belong to a name or an address, and a NUL ends FTS5's reading of the
  // query in the middle of its quoted phrase (a 500): they are dropped before anything else.
  const q = f.search?.replace(/\p{Cc}/gu, '').trim();
  if (q) where.push(searchCondition(q, broad));
  if (f.isAdmin !== undefined) {
    const admin = adminCondition(config);
    where.push(f.isAdmin ? admin : sql`not (${admin})`);
  }
  if (f.verified !== undefined) where.push(eq(users.isEmailVerified, f.verified));
  if (f.method === 'telegram') where.push(isNotNull(users.telegramId));
  if (f.method === 'google') where.push(isNotNull(users.googleId));
  if (f.method === 'email') where.push(isNotNull(users.passwordHash));
  if (f.createdFrom !== undefined) where.push(gte(users.createdAt, f.createdFrom));
  if (f.createdTo !== undefined) where.push(lt(users.createdAt, f.createdTo));
  return where.length ? and(...where) : undefined;
}

/** Past this many matches a search reads its page along the sort index (see searchCondition). */
const BROAD_SEARCH = 1000;

export function listUsers(db: Db, config: AdminConfig, f: UserFilter) {
  const where = conditions(f, config);
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const column = sortColumns[f.sort];
  const direction = f.order === 'asc' ? asc : desc;
  const rows = db
    .select()
    .from(users)
    .where(f.search && total > BROAD_SEARCH ? conditions(f, config, true) : where)
    // The id breaks ties so a page never shuffles rows with equal sort values.
    .orderBy(direction(column), direction(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .all();
  return {
    items: rows.map((u) => toAdminUserDto(u, config)),
    total,
    page: f.page,
    page_size: f.pageSize,
  };
}

function userOr404(db: Db, id: number): UserRow {
  const user = db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound('User not found');
  return user;
}

export function userDetail(db: Db, config: AdminConfig, id: number) {
  const user = userOr404(db, id);
  return { ...toAdminUserDto(user, config), activity: userActivity(db, id) };
}

export interface UserChanges {
  display_name?: string | null;
  locale?: string;
  is_email_verified?: boolean;
  is_admin?: boolean;
}

/** What the audit keeps of an edit; is_admin is the effective status, as the API shows it. */
const editable = (u: UserRow, config: AdminConfig) => ({
  display_name: u.displayName,
  locale: u.locale,
  is_email_verified: u.isEmailVerified,
  is_admin: isAdmin(u, config),
});

export function updateUserAsAdmin(
  db: Db,
  config: AdminConfig,
  actor: UserRow,
  id: number,
  changes: UserChanges,
  now: number,
) {
  if (id === actor.id && changes.is_admin === false) {
    throw new AppError(409, 'self_demote', 'An admin cannot remove their own admin access');
  }
  const updated = db.transaction(
    (tx) => {
      const before = tx.select().from(users).where(eq(users.id, id)).get();
      if (!before || before.deletedAt !== null) throw notFound('User not found');
      if (changes.is_email_verified && !before.email) {
        throw new AppError(422, 'validation_error', 'is_email_verified: the user has no e-mail address');
      }
      // A listed address makes its account an admin once verified (DESIGN §5): only its owner, by the
      // mail link, may prove it, or an admin's tick would hand out admin rights (ADR 0034).
      if (
        changes.is_email_verified &&
        !before.isEmailVerified &&
        before.email &&
        config.ADMIN_EMAILS.includes(before.email)
      ) {
        throw new AppError(
          409,
          'owner_must_verify',
          'is_email_verified: this address is in ADMIN_EMAILS, so only its owner can verify it, by the link we mail',
        );
      }
      const after = tx
        .update(users)
        .set({
          displayName: changes.display_name,
          locale: changes.locale,
          isEmailVerified: changes.is_email_verified,
          isAdmin: changes.is_admin,
        })
        .where(eq(users.id, id))
        .returning()
        .get() as UserRow;
      recordAudit(tx, {
        actorUserId: actor.id,
        action: 'user.update',
        target: `user:${id}`,
        before: editable(before, config),
        after: editable(after, config),
        now,
      });
      return after;
    },
    { behavior: 'immediate' },
  );
  return toAdminUserDto(updated, config);
}

/**
 * Deletes a person's data and ends their sessions, in one transaction. The row itself stays, emptied,
 * so ledger rows and payments keep their owner and the balance still equals the ledger sum.
 */
export function deleteUserAsAdmin(db: Db, actor: UserRow, id: number, now: number) {
  if (id === actor.id) throw new AppError(409, 'self_delete', 'An admin cannot delete their own account');
  db.transaction(
    (tx) => {
      const before = tx.select().from(users).where(eq(users.id, id)).get();
      if (!before || before.deletedAt !== null) throw notFound('User not found');
      tx.update(users)
        .set({
          telegramId: null,
          googleId: null,
          username: null,
          firstName: null,
          lastName: null,
          photoUrl: null,
          email: null,
          isEmailVerified: false,
          passwordHash: null,
          displayName: null,
          birthDate: null,
          firstArcana: null,
          secondArcana: null,
          isAdmin: false,
          notificationsEnabled: false,
          // Access tokens carry the version: bumping it ends them at once.
          sessionVersion: sql`${users.sessionVersion} + 1`,
          deletedAt: now,
        })
        .where(eq(users.id, id))
        .run();
      tx.update(readings)
        .set({ question: null, interpretation: '', note: null })
        .where(eq(readings.userId, id))
        .run();
      tx.delete(personalityAnalyses).where(eq(personalityAnalyses.userId, id)).run();
      tx.delete(chatQuestions).where(eq(chatQuestions.userId, id)).run();
      tx.delete(refreshTokens).where(eq(refreshTokens.userId, id)).run();
      tx.delete(emailTokens).where(eq(emailTokens.userId, id)).run();
      tx.delete(loginCodes).where(eq(loginCodes.userId, id)).run();
      recordAudit(tx, {
        actorUserId: actor.id,
        action: 'user.delete',
        target: `user:${id}`,
        // The audit keeps who it was by id only: copying the e-mail here would undo the deletion.
        before: { id, token_balance: before.tokenBalance, was_admin: before.isAdmin },
        after: { deleted_at: new Date(now).toISOString() },
        now,
      });
    },
    { behavior: 'immediate' },
  );
}
