/**
 * The signed-in app: / to /reading, and the screens behind the onboarding gates with a not-found page
 * for unknown paths. Server state is cached here (TanStack Query): the anonymous pages need none of it,
 * so the landing route does not download it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { isLocale } from '../lib/locales.js';
import { queryClient } from '../lib/query-client.js';
import { LanguageRedirect } from './language-redirect.js';
import { Layout } from './layout.js';
import { OnboardingGates } from './onboarding-gates.js';
import { StartParamLink } from './start-param.js';

const ReadingPage = lazy(() => import('../features/reading/reading-page.js'));
const ReadingDetailPage = lazy(() => import('../features/reading-detail/reading-detail-page.js'));
const HistoryPage = lazy(() => import('../features/history/history-page.js'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.js'));
const LearnPage = lazy(() => import('../features/learn/learn-page.js'));
const LearnCardPage = lazy(() => import('../features/learn/library/card-page.js'));
const AdminPage = lazy(() => import('../features/admin/admin-page.js'));
const NotFoundPage = lazy(() => import('./not-found-page.js'));

export default function SignedInRoutes() {
  // Signing out leaves this app: nothing of this person's stays cached for whoever signs in next.
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
