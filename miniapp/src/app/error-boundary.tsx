/** The generic fallback (spec §2): "Unexpected Application Error!" with the status and text or message. */
import i18next from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiError } from '../lib/api.js';
import './error-boundary.css';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = error instanceof ApiError && error.status ? `${error.status} ` : '';
    return (
      <main className="app-error" role="alert">
        <h1>{i18next.t('unexpected_error', { defaultValue: 'Unexpected Application Error!' })}</h1>
        <h2>
          {status}
          {error.message}
        </h2>
        {import.meta.env.DEV && error.stack ? <pre>{error.stack}</pre> : null}
        <a href="/">{i18next.t('go_home', { defaultValue: 'Go Home' })}</a>
      </main>
    );
  }
}
