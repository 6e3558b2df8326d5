/**
 * A real OpenID Connect provider on loopback (DESIGN §11), built on `oauth2-mock-server`: discovery,
 * JWKS, an authorize endpoint that redirects back with a code (keeping the PKCE challenge and nonce),
 * and a token endpoint that checks the PKCE verifier and signs RS256 ID tokens. The product reaches
 * it through openid-client, configured only by GOOGLE_ISSUER.
 *
 * Tests say who signs in (`signInAs`), make the authorize step fail with a provider error code
 * (`failAuthorize`), or tamper with the next ID tokens (`tamperIdToken`); `reset()` puts all of
 * that back between tests. The two event listeners are installed once and read that state.
 */
import type { AddressInfo } from 'node:net';
import { type MutableRedirectUri, type MutableToken, OAuth2Server } from 'oauth2-mock-server';

/** The ID-token claims Google sends about the user. */
export interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: string;
}

export interface FakeOidc {
  /** The issuer URL, http://127.0.0.1:<port>: the value for GOOGLE_ISSUER. */
  issuer: string;
  /** The authorize requests received, as URLs, oldest first. */
  authorizeRequests: URL[];
  /** The claims of the ID tokens issued from now on. */
  signInAs(profile: OidcProfile): void;
  /** The next authorize requests redirect back with ?error=<code> instead of a code. */
  failAuthorize(error: string): void;
  /** Changes every ID token issued from now on, after the profile's claims are set. */
  tamperIdToken(change: (payload: Record<string, unknown>) => void): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOidc(): Promise<FakeOidc> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names the issuer http://localhost:<port>; pin it to the address it listens on, so
  // that no client has to guess between ::1 and 127.0.0.1.
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  server.issuer.url = issuer;

  let profile: OidcProfile = { sub: 'google-sub-default' };
  let authorizeError: string | null = null;
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  const authorizeRequests: URL[] = [];

  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, profile);
    // Only the ID token is addressed to the client; the access token has no audience here.
    if (token.payload.aud !== undefined) tamper?.(token.payload);
  });
  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: { url?: string }) => {
    authorizeRequests.push(new URL(req.url ?? '/', issuer));
    if (authorizeError) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', authorizeError);
    }
  });

  return {
    issuer,
    authorizeRequests,
    signInAs(next) {
      profile = { ...next };
    },
    failAuthorize(error) {
      authorizeError = error;
    },
    tamperIdToken(change) {
      tamper = change;
    },
    reset() {
      profile = { sub: 'google-sub-default' };
      authorizeError = null;
      tamper = null;
      authorizeRequests.length = 0;
    },
    close: () => server.stop(),
  };
}
