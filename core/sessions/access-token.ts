/**
 * Short-lived access tokens: HS256 JWTs carrying the user id, the user's session version and the
 * refresh-token family (the sign-in) they belong to, so ending that sign-in ends them too (issue 11 §6).
 */
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'tarot';

export interface AccessClaims {
  userId: number;
  sessionVersion: number;
  familyId: string;
}

/** Deterministic for the same inputs, so racing refreshes can hand out the very same token. */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, issuedAtSeconds: number, jti: string) {
  return new SignJWT({ sv: claims.sessionVersion, fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(key);
}

/** A user id as we write it: digits only, so `1e3`, ` 12` or `0x1` never name user 1000, 12 or 1. */
const USER_ID = /^[1-9]\d{0,15}$/;

/**
 * The claims of a token we signed and that is still current, or null. jose checks `exp` only when it is
 * present, so `exp`, `iat` and `sub` are required explicitly: a token without an expiry would never end.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
      // Also refuses an `iat` in the future.
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      currentDate: new Date(nowMs),
    });
    const { sub, sv, fam } = payload;
    if (!sub || !USER_ID.test(sub) || !Number.isSafeInteger(Number(sub))) return null;
    if (!Number.isSafeInteger(sv) || typeof fam !== 'string' || fam === '') return null;
    return { userId: Number(sub), sessionVersion: sv as number, familyId: fam };
  } catch {
    return null;
  }
}
