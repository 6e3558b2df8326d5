/**
 * Sessions: a refresh-token family per sign-in, rotated on every refresh (DESIGN §5, ADR 0003).
 * A rotated token's child is derived from it by HMAC, so refreshes racing with the same token
 * inside the grace window all receive the same new pair without the server storing raw tokens.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError, unauthorized } from '../errors.js';
import type { Tx } from '../ledger.js';
import { hmac, randomToken, sha256 } from '../security/crypto.js';
import { signAccessToken } from './access-token.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const ROTATION_GRACE_MS = 10_000;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
}

type Deps = Pick<CoreDeps, 'db' | 'keys' | 'now'>;

function sessionVersionOf(deps: Deps, userId: number): number {
  const row = deps.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)).get();
  if (!row) throw unauthorized('Invalid refresh token', 'invalid_refresh_token');
  return row.v;
}

async function pairFor(
  deps: Deps,
  userId: number,
  familyId: string,
  refreshToken: string,
  issuedAtMs: number,
): Promise<TokenPair> {
  const access = await signAccessToken(
    deps.keys.jwt,
    { userId, sessionVersion: sessionVersionOf(deps, userId), familyId },
    Math.floor(issuedAtMs / 1000),
    sha256(refreshToken).slice(0, 32),
  );
  return { access_token: access, refresh_token: refreshToken, token_type: 'bearer' };
}

/** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(
  deps: Deps,
  userId: number,
  deviceInfo?: string | null,
): Promise<TokenPair> {
  const raw = randomToken();
  const familyId = randomToken();
  const createdAt = deps.now();
  deps.db
    .insert(refreshTokens)
    .values({
      userId,
      tokenHash: sha256(raw),
      familyId,
      deviceInfo: deviceInfo ?? null,
      createdAt,
      expiresAt: createdAt + REFRESH_TOKEN_TTL_MS,
    })
    .run();
  return pairFor(deps, userId, familyId, raw, createdAt);
}

const childOf = (deps: Deps, raw: string) => hmac(deps.keys.rotation, raw).toString('base64url');

function revokeFamily(deps: Deps, familyId: string) {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Ends every access token of the user at once: they carry the old version. */
function bumpSessionVersion(db: Db | Tx, userId: number) {
  db.update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .run();
}

/** Trades a refresh token for a new pair. Returns the user id with the pair. */
export async function refreshSession(
  deps: Deps,
  raw: string,
  deviceInfo?: string | null,
): Promise<{ userId: number; tokens: TokenPair }> {
  const invalid = unauthorized('Invalid refresh token', 'invalid_refresh_token');
  const now = deps.now();
  const outcome = deps.db.transaction(
    (tx) => {
      const row = tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(raw)))
        .get();
      if (!row || row.revokedAt !== null || row.expiresAt <= now) return { kind: 'invalid' as const };
      const childRaw = childOf(deps, raw);
      if (row.rotatedAt === null) {
        tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id)).run();
        tx.insert(refreshTokens)
          .values({
            userId: row.userId,
            tokenHash: sha256(childRaw),
            familyId: row.familyId,
            deviceInfo: deviceInfo ?? row.deviceInfo,
            createdAt: now,
            expiresAt: row.expiresAt,
          })
          .run();
        return { kind: 'pair' as const, userId: row.userId, familyId: row.familyId, childRaw, issuedAt: now };
      }
      if (now - row.rotatedAt > ROTATION_GRACE_MS) {
        // A rotated token came back after the grace window: treat it as stolen.
        return { kind: 'reuse' as const, familyId: row.familyId, userId: row.userId };
      }
      const child = tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(childRaw)))
        .get();
      if (!child || child.revokedAt !== null) return { kind: 'invalid' as const };
      if (child.rotatedAt !== null) return { kind: 'conflict' as const };
      return {
        kind: 'pair' as const,
        userId: row.userId,
        familyId: row.familyId,
        childRaw,
        issuedAt: child.createdAt,
      };
    },
    { behavior: 'immediate' },
  );
  switch (outcome.kind) {
    case 'invalid':
      throw invalid;
    case 'reuse':
      // Theft: end this family and every access token of the user (they may carry the stolen session).
      revokeFamily(deps, outcome.familyId);
      bumpSessionVersion(deps.db, outcome.userId);
      throw unauthorized('Refresh token reuse detected; please sign in again', 'refresh_token_reused');
    case 'conflict':
      throw new AppError(409, 'refresh_conflict', 'Refresh already in progress; retry');
    case 'pair':
      return {
        userId: outcome.userId,
        tokens: await pairFor(deps, outcome.userId, outcome.familyId, outcome.childRaw, outcome.issuedAt),
      };
  }
}

/** Ends the session the token belongs to. Unknown tokens are ignored: logout always succeeds. */
export function endSession(deps: Deps, raw: string) {
  const row = deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(raw)))
    .get();
  if (row) revokeFamily(deps, row.familyId);
}

/** Ends every session of a user, access tokens included (password reset, deletion). */
export function endAllSessions(deps: Deps, userId: number) {
  deps.db.transaction(
    (tx) => {
      tx.update(refreshTokens)
        .set({ revokedAt: deps.now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .run();
      bumpSessionVersion(tx, userId);
    },
    { behavior: 'immediate' },
  );
}
