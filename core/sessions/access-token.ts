/**
 * Short-lived access tokens: HS256 JWTs carrying the user id, the user's session version and the
 * refresh-token family (the sign-in) they belong to, so ending that sign-in ends them too (issue 11 §6).
 */
import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'tarot';

export interface AccessClaims {
  userId: number;
  sessionVersion: number;
  familyId: string;
}

/**
 * The HMAC key imported once per secret: given raw bytes, jose imports a CryptoKey on every sign and verify,
 * which was a tenth of an authenticated request (ADR 0032).
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(raw: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(raw);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(raw, key);
  }
  return key;
}

/** Deterministic for the same inputs, so racing refreshes can hand out the very same token. */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  issuedAtSeconds: number,
  jti: string,
) {
  return new SignJWT({ sv: claims.sessionVersion, fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(await hmacKey(key));
}

/** A user id as we write it: digits only, so `1e3`, ` 12` or `0x1` never name user 1000, 12 or 1. */
const USER_ID = /^[1-9]\d{0,15}$/;

interface Verified {
  claims: AccessClaims;
  iat: number;
  exp: number;
  nbf: number | undefined;
}

/**
 * Tokens jose has verified, per key, newest last. A client sends the same token for up to 15 minutes, and
 * the HMAC check through WebCrypto (a thread-pool job and its promises) was the largest cost of an
 * authenticated request left once its query was prepared (ADR 0032). Only a token that passed jose with
 * this very key is here, and the time checks are run again on every use; the session check against the
 * database (session version, live sign-in) runs on every request regardless, so revocation stays immediate.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const VERIFIED_TOKENS_MAX = 10_000;

/** jose's own time checks (without clock tolerance), on the numbers it has already validated. */
function stillCurrent(v: Verified, nowMs: number) {
  const now = Math.floor(nowMs / 1000);
  const age = now - v.iat;
  return v.exp > now && age <= ACCESS_TOKEN_TTL_SECONDS && age >= 0 && (v.nbf === undefined || v.nbf <= now);
}

/**
 * The claims of a token we signed and that is still current, or null. jose checks `exp` only when it is
 * present, so `exp`, `iat` and `sub` are required explicitly: a token without an expiry would never end.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  let cache = verifiedTokens.get(key);
  const hit = cache?.get(token);
  if (hit && stillCurrent(hit, nowMs)) return hit.claims;
  const verified = await verifyWithJose(key, token, nowMs);
  if (!verified) return null;
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(key, cache);
  }
  cache.delete(token);
  cache.set(token, verified);
  if (cache.size > VERIFIED_TOKENS_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return verified.claims;
}

async function verifyWithJose(key: Uint8Array, token: string, nowMs: number): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
      // Also refuses an `iat` in the future.
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      currentDate: new Date(nowMs),
    });
    const { sub, sv, fam, iat, exp, nbf } = payload;
    if (!sub || !USER_ID.test(sub) || !Number.isSafeInteger(Number(sub))) return null;
    if (!Number.isSafeInteger(sv) || typeof fam !== 'string' || fam === '') return null;
    if (iat === undefined || exp === undefined) return null;
    return {
      claims: Object.freeze({ userId: Number(sub), sessionVersion: sv as number, familyId: fam }),
      iat,
      exp,
      nbf,
    };
  } catch {
    return null;
  }
}
