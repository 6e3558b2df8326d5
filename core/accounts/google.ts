/**
 * Google sign-in with OpenID Connect through openid-client (a certified client): code flow with PKCE,
 * state and nonce kept in a short-lived signed cookie, and a one-time code instead of tokens in the
 * redirect (ADR 0011). The issuer is configurable so tests use a local provider.
 */
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { loginCodes, type UserRow, users } from '../../db/schema.js';
import type { Config } from '../config.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { toLocale } from '../locales.js';
import { randomToken, sha256 } from '../security/crypto.js';
import { endAllSessions } from '../sessions/sessions.js';
import { cleanName } from './display-name.js';
import { type SignedIn, startSignedIn } from './sign-in.js';
import { createUser, findUser } from './users.js';

export const LOGIN_CODE_TTL_MS = 60_000;
const STATE_TTL_SECONDS = 600;
const STATE_AUDIENCE = 'google-oidc-state';

let discovered: { key: string; config: Promise<oidc.Configuration> } | undefined;

function oidcConfig(config: Config): Promise<oidc.Configuration> {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError(404, 'google_disabled', 'Google sign-in is not configured');
  const key = `${config.GOOGLE_ISSUER}|${clientId}`;
  if (discovered?.key !== key) {
    const insecure = config.GOOGLE_ISSUER.startsWith('http:');
    const pending = oidc.discovery(
      new URL(config.GOOGLE_ISSUER),
      clientId,
      config.GOOGLE_CLIENT_SECRET,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is retried on the next sign-in rather than cached.
    pending.catch(() => {
      if (discovered?.config === pending) discovered = undefined;
    });
    discovered = { key, config: pending };
  }
  return discovered.config;
}

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
}

export async function beginGoogleSignIn(deps: CoreDeps, redirectUri: string) {
  const config = await oidcConfig(deps.config);
  const flow: FlowState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  const now = Math.floor(deps.now() / 1000);
  const cookie = await new SignJWT({ ...flow })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + STATE_TTL_SECONDS)
    .sign(deps.keys.jwt);
  return { url: url.toString(), cookie, cookieMaxAge: STATE_TTL_SECONDS };
}

async function readFlow(deps: CoreDeps, cookie: string | undefined): Promise<FlowState> {
  if (!cookie) throw new Error('missing OIDC state cookie');
  const { payload } = await jwtVerify(cookie, deps.keys.jwt, {
    audience: STATE_AUDIENCE,
    algorithms: ['HS256'],
    currentDate: new Date(deps.now()),
  });
  const { state, nonce, verifier } = payload as Partial<FlowState>;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') {
    throw new Error('malformed OIDC state cookie');
  }
  return { state, nonce, verifier };
}

interface GoogleProfile {
  sub: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
  locale: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** Links by google_id, then by a verified e-mail, else creates the user (ADR 0013). */
function linkOrCreate(deps: CoreDeps, p: GoogleProfile): { user: UserRow; tookOver: boolean } {
  return deps.db.transaction(
    (tx) => {
      const byGoogle = tx.select().from(users).where(eq(users.googleId, p.sub)).get();
      if (byGoogle) return { user: byGoogle, tookOver: false };
      const byEmail = p.email ? tx.select().from(users).where(eq(users.email, p.email)).get() : undefined;
      // An account already linked to another Google identity is not re-linked by e-mail.
      if (byEmail?.googleId)
        throw new Error('e-mail belongs to an account linked to another Google identity');
      if (byEmail && !byEmail.isEmailVerified && byEmail.telegramId) {
        // An unverified claim on an account with another way in is detached, never merged.
        tx.update(users).set({ email: null }).where(eq(users.id, byEmail.id)).run();
      } else if (byEmail) {
        // Google proved the address. An unverified password-only claim to it loses its password.
        const tookOver = !byEmail.isEmailVerified;
        const user = tx
          .update(users)
          .set({ googleId: p.sub, isEmailVerified: true, ...(tookOver ? { passwordHash: null } : {}) })
          .where(eq(users.id, byEmail.id))
          .returning()
          .get() as UserRow;
        return { user, tookOver };
      }
      const user = createUser(tx, {
        googleId: p.sub,
        email: p.email,
        isEmailVerified: !!p.email,
        firstName: cleanName(p.givenName),
        lastName: cleanName(p.familyName),
        displayName: cleanName(p.name),
        photoUrl: p.picture,
        locale: toLocale(p.locale),
      });
      return { user, tookOver: false };
    },
    { behavior: 'immediate' },
  );
}

/** Completes the code flow and returns a one-time login code for the redirect. */
export async function completeGoogleSignIn(
  deps: CoreDeps,
  callbackUrl: URL,
  redirectUri: string,
  cookie: string | undefined,
): Promise<string> {
  const config = await oidcConfig(deps.config);
  const flow = await readFlow(deps, cookie);
  const tokens = await oidc.authorizationCodeGrant(
    config,
    callbackUrl,
    {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: redirectUri },
  );
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('ID token without subject');
  const email = claims.email_verified === true ? (str(claims.email)?.toLowerCase() ?? null) : null;
  const { user, tookOver } = linkOrCreate(deps, {
    sub: claims.sub,
    email,
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    name: str(claims.name),
    picture: str(claims.picture),
    locale: str(claims.locale),
  });
  if (tookOver) endAllSessions(deps, user.id);
  const code = randomToken();
  deps.db
    .insert(loginCodes)
    .values({ codeHash: sha256(code), userId: user.id, expiresAt: deps.now() + LOGIN_CODE_TTL_MS })
    .run();
  return code;
}

/** Trades a one-time login code for a session; single use, 60 s. */
export async function exchangeLoginCode(deps: CoreDeps, code: string): Promise<SignedIn> {
  const now = deps.now();
  const row = deps.db.transaction(
    (tx) => {
      const found = tx
        .select()
        .from(loginCodes)
        .where(eq(loginCodes.codeHash, sha256(code)))
        .get();
      if (!found || found.usedAt !== null || found.expiresAt <= now) return null;
      tx.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.codeHash, found.codeHash)).run();
      return found;
    },
    { behavior: 'immediate' },
  );
  if (!row) throw new AppError(401, 'invalid_login_code', 'This sign-in link is invalid or has expired');
  const user = findUser(deps.db, row.userId);
  if (!user) throw new AppError(401, 'invalid_login_code', 'This sign-in link is invalid or has expired');
  return startSignedIn(deps, user);
}
