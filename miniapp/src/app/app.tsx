/** Providers, the error boundary, the session boot, the routes, the toasts and the confirmation sheet. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type SessionNotice, useSession } from '../lib/session-store.js';
import { toast } from '../lib/toasts.js';
import { ConfirmSheet } from '../ui/confirm-sheet.js';
import { LoadingView } from '../ui/starfield.js';
import { Toaster } from '../ui/toaster.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './routes.js';
import { bootSession } from './session-boot.js';

export function App() {
  return (
    <div className="app-root">
      <ErrorBoundary>
        <Suspense fallback={<LoadingView />}>
          <SessionGate />
          <Toaster />
          <ConfirmSheet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

const NOTICE_TEXT: Record<SessionNotice, string> = {
  session_expired: 'session_expired',
  authentication_required: 'session_errors.authentication_required',
  auth_check_failed: 'session_errors.auth_check_failed',
  user_update_failed: 'session_errors.user_update_failed',
};

function SessionGate() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const notice = useSession((s) => s.notice);
  const [, navigate] = useLocation();

  useEffect(() => {
    void bootSession();
  }, []);

  useEffect(() => {
    if (!notice) return;
    toast({ title: t(NOTICE_TEXT[notice]), variant: 'destructive' });
    useSession.getState().clearNotice();
    // Spec §4.4, §4.6: an ended session leaves the signed-in shell for the start page.
    if (notice === 'session_expired' || notice === 'authentication_required')
      navigate('/', { replace: true });
  }, [notice, navigate, t]);

  if (status === 'restoring') return <LoadingView />;
  return <AppRoutes />;
}
