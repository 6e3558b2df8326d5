/**
 * A page a mailed link opens (/verify-email, /confirm-email-change): reads ?token=, spends it once
 * with the page's call, then shows the outcome (done, used, expired, invalid, or the server's error).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './auth-frame.js';
import { errorText } from './error-messages.js';
import { LinkResult, type LinkState, linkStateOf } from './link-result.js';

interface Props {
  /** The namespace prefix of the page's texts: "verify" or "change". */
  texts: 'verify' | 'change';
  doneHref: string;
  /** Spends the token; resolves once the session reflects the outcome. */
  spend(token: string): Promise<void>;
}

/** Tokens already sent, so a second mount (Strict Mode, a re-render) never spends a link twice. */
const spent = new Set<string>();

export function LinkTokenPage({ texts, doneHref, spend }: Props) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<LinkState>('working');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) return setState('invalid');
    const key = `${texts}:${token}`;
    if (spent.has(key)) return;
    spent.add(key);
    spend(token).then(
      () => setState('done'),
      (error: unknown) => {
        setMessage(errorText(t, error));
        setState(linkStateOf(error));
      },
    );
  }, [t, texts, spend]);

  return (
    <AuthFrame title={t(`${texts}.title`)}>
      <LinkResult state={state} texts={texts} message={message} doneHref={doneHref} />
    </AuthFrame>
  );
}
