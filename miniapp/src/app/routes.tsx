/**
 * Spec §2 routes. Anonymous: landing, /{lang}, the e-mail and Google pages, everything else to /.
 * Signed in: the same link pages and the signed-in app (signed-in-routes.tsx, its own chunk, so the
 * landing page downloads none of it).
 */
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { isLocale } from '../lib/locales.js';
import { useSession } from '../lib/session-store.js';
import { LandingPage } from './landing-route.js';

const AuthCallbackPage = lazy(() => import('../features/auth/auth-callback-page.js'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.js'));
const ConfirmEmailChangePage = lazy(() => import('../features/auth/confirm-email-change-page.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.js'));
const SignedInRoutes = lazy(() => import('./signed-in-routes.js'));

export function AppRoutes() {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return (
    <Switch>
      <Route path="/auth/callback" component={AuthCallbackPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/confirm-email-change" component={ConfirmEmailChangePage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route>{signedIn ? <SignedInRoutes /> : <AnonymousRoutes />}</Route>
    </Switch>
  );
}

function AnonymousRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      <Route path="/:lang">
        {(params) =>
          isLocale(params.lang) ? <LandingPage lang={params.lang} /> : <Redirect to="/" replace />
        }
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
