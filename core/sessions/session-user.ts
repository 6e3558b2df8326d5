/**
 * The user an access token speaks for: the user still exists, its session version is the token's, and the
 * token's sign-in (refresh family) has not been ended by logout, reuse detection or a reset. Asked on every
 * authenticated request, so it is the hot path's one database read (ADR 0032).
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, type UserRow, users } from '../../db/schema.js';
import type { AccessClaims } from './access-token.js';

function prepareQueries(db: Db) {
  const liveFamily = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return {
    // One query, as the user row is read on every request anyway; prepared once, because building and
    // compiling it per request was a third of an authenticated request.
    sessionUser: db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.sessionVersion, sql.placeholder('sessionVersion')),
          exists(liveFamily),
        ),
      )
      .prepare(),
    /**
     * Together they move whenever the database changes: total_changes() counts every row this connection
     * inserted, updated or deleted (triggers and foreign-key actions included, rolled-back ones too), and
     * data_version moves when another connection (the bot run alone, a script, Litestream) commits.
     */
    changes: db.$client.prepare('select total_changes()').pluck(),
    version: db.$client.prepare('pragma data_version').pluck(),
  };
}

interface Answers {
  queries: ReturnType<typeof prepareQueries>;
  changes: unknown;
  version: unknown;
  /** Keyed by user id, session version and family: the row, or null for a refused token. */
  rows: Map<string, UserRow | null>;
}

const answersByDb = new WeakMap<Db, Answers>();
const ANSWERS_MAX = 10_000;

/**
 * Answered from the database, or from an earlier answer when the database has not changed at all since:
 * the same read-only query on the same data gives the same answer, and reading the two counters costs far
 * less than the query with its 28 columns. Any write, by anyone, forgets every answer, so a logout, a
 * password reset or a deletion is seen by the very next request, as before.
 */
export function findSessionUser(db: Db, claims: AccessClaims): UserRow | undefined {
  let answers = answersByDb.get(db);
  if (!answers) {
    answers = { queries: prepareQueries(db), changes: null, version: null, rows: new Map() };
    answersByDb.set(db, answers);
  }
  const changes = answers.queries.changes.get();
  const version = answers.queries.version.get();
  if (changes !== answers.changes || version !== answers.version || answers.rows.size >= ANSWERS_MAX) {
    answers.rows.clear();
    answers.changes = changes;
    answers.version = version;
  }
  const key = `${claims.userId}:${claims.sessionVersion}:${claims.familyId}`;
  let row = answers.rows.get(key);
  if (row === undefined) {
    row =
      answers.queries.sessionUser.get({
        userId: claims.userId,
        sessionVersion: claims.sessionVersion,
        familyId: claims.familyId,
      }) ?? null;
    answers.rows.set(key, row);
  }
  // A copy: a caller changing its user must not change the next request's.
  return row ? { ...row } : undefined;
}
