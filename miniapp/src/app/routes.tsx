/**
 * Spec §2 routes. Anonymous: landing, /{lang}, the e-mail and Google pages, everything else to /.
 * Signed in: / to /reading, the same link pages, and the app behind the onboarding gates with a
 * not-found page for unknown paths.
 */
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { isLocale } from '../lib/locales.js';
import { useSession } from '../lib/session-store.js';
import { LanguageRedirect } from './language-redirect.js';
import { Layout } from './layout.js';
import { OnboardingGates } from './onboarding-gates.js';
import { StartParamLink } from './start-param.js';

const LandingPage = lazy(() => import('../features/auth/landing-page.js'));
const AuthCallbackPage = lazy(() => import('../features/auth/auth-callback-page.js'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.js'));
const ConfirmEmailChangePage = lazy(() => import('../features/auth/confirm-email-change-page.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.js'));
const ReadingPage = lazy(() => import('../features/reading/reading-page.js'));
const ReadingDetailPage = lazy(() => import('../features/reading-detail/reading-detail-page.js'));
const HistoryPage = lazy(() => import('../features/history/history-page.js'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.js'));
const LearnPage = lazy(() => import('../features/learn/learn-page.js'));
const LearnCardPage = lazy(() => import('../features/learn/library/card-page.js'));
const AdminPage = lazy(() => import('../features/admin/admin-page.js'));
const NotFoundPage = lazy(() => import('./not-found-page.js'));

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

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/reading" replace />
      </Route>
      <Route>
        <OnboardingGates>
          <StartParamLink />
          <Layout>
            <Switch>
              <Route path="/reading" component={ReadingPage} />
              <Route path="/reading/:id">{(params) => <ReadingDetailPage id={params.id} />}</Route>
              <Route path="/reading-detail/:id">{(params) => <ReadingDetailPage id={params.id} />}</Route>
              <Route path="/history" component={HistoryPage} />
              <Route path="/learn">
                <LearnPage view="cards" />
              </Route>
              <Route path="/learn/quiz">
                <LearnPage view="quiz" />
              </Route>
              <Route path="/learn/cards/:id">{(params) => <LearnCardPage id={params.id} />}</Route>
              <Route path="/profile" component={ProfilePage} />
              <Route path="/account" component={ProfilePage} />
              <Route path="/admin" component={AdminPage} />
              <Route path="/:lang">
                {(params) =>
                  isLocale(params.lang) ? <LanguageRedirect lang={params.lang} /> : <NotFoundPage />
                }
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </Layout>
        </OnboardingGates>
      </Route>
    </Switch>
  );
}
