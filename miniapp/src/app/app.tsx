/** Providers, the error boundary, the session boot and the routes. */
import { AppRoot } from '@telegram-apps/telegram-ui';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../lib/session-store.js';
import { telegramLaunch } from '../lib/telegram.js';
import { useTheme } from '../lib/theme.js';
import { toast } from '../lib/toasts.js';
import { LoadingView } from '../ui/starfield.js';
import { Toaster } from '../ui/toaster.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './routes.js';
import { bootSession } from './session-boot.js';

export function App() {
  const dark = useTheme((s) => s.dark);
  return (
    <AppRoot
      appearance={dark ? 'dark' : 'light'}
      platform={
        telegramLaunch()?.platform === 'ios' || telegramLaunch()?.platform === 'macos' ? 'ios' : 'base'
      }
      className="app-root"
    >
      <ErrorBoundary>
        <Suspense fallback={<LoadingView />}>
          <SessionGate />
          <Toaster />
        </Suspense>
      </ErrorBoundary>
    </AppRoot>
  );
}

function SessionGate() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const expired = useSession((s) => s.expired);
  const [, navigate] = useLocation();

  useEffect(() => {
    void bootSession();
  }, []);

  useEffect(() => {
    if (!expired) return;
    toast({ title: t('session_expired'), variant: 'destructive' });
    useSession.getState().clearExpired();
    navigate('/', { replace: true });
  }, [expired, navigate, t]);

  if (status === 'restoring') return <LoadingView />;
  return <AppRoutes />;
}
