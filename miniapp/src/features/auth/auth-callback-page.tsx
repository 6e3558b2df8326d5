/**
 * /auth/callback (spec §4 "Google callback", DESIGN §5): `error` → /?error=code; a one-time `code` →
 * POST /api/auth/google/exchange; both tokens → verify, then sign in; one missing → missing_tokens.
 * Success: the saved language (or the detected one) and /reading, replacing history.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { changeLocale } from '../../lib/i18n.js';
import { isLocale } from '../../lib/locales.js';
import { KEYS } from '../../lib/session-storage.js';
import { type AuthResponse, useSession } from '../../lib/session-store.js';
import { LoadingView } from '../../ui/starfield.js';

export type CallbackOutcome =
  | { go: string }
  | { exchange: string }
  | { verify: { access: string; refresh: string } };

/** What the query asks for, before any call is made. */
export function callbackOutcome(query: URLSearchParams): CallbackOutcome {
  const error = query.get('error');
  if (error) return { go: `/?error=${encodeURIComponent(error)}` };
  const code = query.get('code');
  if (code) return { exchange: code };
  const access = query.get('access_token');
  const refresh = query.get('refresh_token');
  if (access && refresh) return { verify: { access, refresh } };
  return { go: '/?error=missing_tokens' };
}

/**
 * Checks tokens that are not stored yet: sent with the browser's own fetch, not the session's (which
 * would put the stored token in their place, and answer a 401 with a refresh).
 */
async function verified(access: string): Promise<AuthResponse['user']> {
  const res = await rpc.auth.verify.$post(undefined, {
    headers: { authorization: `Bearer ${access}` },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  });
  if (!res.ok) return null;
  const body = await res.json();
  return body.valid ? body.user : null;
}

let handled = false;

export default function AuthCallbackPage() {
  const [, navigate] = useLocation();

  useEffect(() => {
    // Strict mode runs effects twice; a one-time code must be spent once.
    if (handled) return;
    handled = true;
    const outcome = callbackOutcome(new URLSearchParams(window.location.search));
    const finish = async (auth: AuthResponse) => {
      const user = await useSession.getState().signIn(auth);
      const saved = localStorage.getItem(KEYS.locale);
      await changeLocale(isLocale(saved) ? saved : isLocale(user.locale) ? user.locale : navigator.language);
      navigate('/reading', { replace: true });
    };
    void (async () => {
      try {
        if ('go' in outcome) return navigate(outcome.go, { replace: true });
        if ('exchange' in outcome) {
          const auth = await call(rpc.auth.google.exchange.$post({ json: { code: outcome.exchange } }));
          return await finish(auth);
        }
        const user = await verified(outcome.verify.access);
        if (!user) return navigate('/?error=google_auth_failed', { replace: true });
        await finish({ access_token: outcome.verify.access, refresh_token: outcome.verify.refresh, user });
      } catch (error) {
        console.error('Google sign-in', error);
        navigate('/?error=google_auth_failed', { replace: true });
      } finally {
        handled = false;
      }
    })();
  }, [navigate]);

  return <LoadingView />;
}
