/** The states a mailed link can end in: working, done, used, expired, invalid (or missing). */
import { CircleCheck, Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';

export type LinkState = 'working' | 'done' | 'token_used' | 'token_expired' | 'invalid' | 'error';

interface Props {
  state: LinkState;
  /** The namespace prefix of this page's texts, e.g. "verify". */
  texts: string;
  message?: string | null;
  doneHref: string;
  retryHref?: string;
}

export function LinkResult({ state, texts, message, doneHref, retryHref }: Props) {
  const { t } = useTranslation('auth');
  if (state === 'working') {
    return (
      <div className="auth-frame__status" role="status">
        <span className="spinner" aria-hidden />
        <span>{t(`${texts}.working`)}</span>
      </div>
    );
  }
  if (state === 'done') {
    return (
      <div role="status">
        <Icon icon={CircleCheck} className="auth-frame__icon" />
        <p>{t(`${texts}.done`)}</p>
        <div className="auth-frame__actions">
          <a className={buttonClass('primary', { block: true })} href={doneHref}>
            {t(`${texts}.continue`)}
          </a>
        </div>
      </div>
    );
  }
  const key = state === 'error' ? null : `links.${state}`;
  return (
    <div role="alert">
      <Icon icon={Moon} className="auth-frame__icon" />
      <p>{key ? t(key) : message}</p>
      <div className="auth-frame__actions">
        {retryHref ? (
          <a className={buttonClass('primary', { block: true })} href={retryHref}>
            {t(`${texts}.retry`)}
          </a>
        ) : null}
        <a className={buttonClass('secondary', { block: true })} href="/">
          {t('links.home')}
        </a>
      </div>
    </div>
  );
}

export function linkStateOf(error: unknown): LinkState {
  const code = (error as { code?: string | null } | null)?.code;
  if (code === 'token_used') return 'token_used';
  if (code === 'token_expired') return 'token_expired';
  if (code === 'invalid_token') return 'invalid';
  return 'error';
}
