/** Short-lived access tokens: HS256 JWTs carrying the user id and the user's session version. */
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'tarot';

export interface AccessClaims {
  userId: number;
  sessionVersion: number;
}

/** Deterministic for the same inputs, so racing refreshes can hand out the very same token. */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, issuedAtSeconds: number, jti: string) {
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(key);
}

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
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.sv;
    if (!Number.isSafeInteger(userId) || typeof sessionVersion !== 'number') return null;
    return { userId, sessionVersion };
  } catch {
    return null;
  }
}
