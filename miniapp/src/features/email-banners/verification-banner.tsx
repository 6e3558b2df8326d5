/**
 * Spec §2/§4/§8: "Email not verified" (or "New email needs verification" after a change) for a signed-in
 * user whose address is unverified, everywhere but /verify-email, until dismissed (for 7 days, ADR
 * 0070). "Resend Email" is refused offline and held for 60 s after each send; a failure's toast offers
 * "Try again". One 44 px strip: the title (one line, an ellipsis if it must), the address (an ellipsis,
 * never wrapped, and the first to give way), Resend and ×. One banner
 * at a time (ADR 0067): while the pending e-mail change banner shows, this one waits.
 */
import { Mail, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { useSession } from '../../lib/session-store.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { IconButton } from '../../ui/icon-button.js';
import { dismissForAWeek, isDismissed, recordResend, useCooldown } from './resend-cooldown.js';
import './email-banners.css';

const REQUEST_TIMEOUT_MS = 15_000;
const EMAIL_CHANGED = 'email_changed';

export function VerificationBanner({ changeBannerShown = false }: { changeBannerShown?: boolean }) {
  const { t } = useTranslation('banners');
  const [location] = useLocation();
  const user = useSession((s) => s.user);
  const [dismissed, setDismissed] = useState(() => isDismissed());
  const [sending, setSending] = useState(false);
  const [cooldown, restartCooldown] = useCooldown();

  const email = user?.email;
  if (!email || user.is_email_verified || location === '/verify-email' || dismissed || changeBannerShown)
    return null;
  const changed = sessionStorage.getItem(EMAIL_CHANGED) !== null;

  const resend = async () => {
    if (sending || cooldown > 0) return;
    if (!navigator.onLine) {
      toast({
        title: t('verification.error_title'),
        description: t('verification.offline'),
        variant: 'destructive',
      });
      return;
    }
    setSending(true);
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      await call(
        rpc.auth.email.resend.$post({ json: { email, locale: currentLocale() } }, { init: { signal } }),
      );
      recordResend();
      restartCooldown();
      toast({
        title: t('verification.sent_title'),
        description: t('verification.sent_description', { email }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const description = signal.aborted
        ? t('verification.error_timeout')
        : message.includes('Network error')
          ? t('verification.error_network')
          : t('verification.error_default_help', { error: t('verification.error_default') });
      // What to do is in the words (spec §8's, and for its bare default a sentence saying what to try)
      // and in the one button: try again.
      toast({
        title: t('verification.error_title'),
        description,
        variant: 'destructive',
        action: { label: t('common:retry'), run: () => void resend() },
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      className="mail-strip verify-banner"
      aria-labelledby="verify-banner-title"
      data-testid="verification-banner"
    >
      <Icon icon={Mail} className="mail-strip__icon" />
      {/* Not a heading: it sits above the page's own h1 and must not break the heading order. */}
      <p className="mail-strip__text">
        <span id="verify-banner-title" className="mail-strip__title">
          {changed ? t('verification.title_changed') : t('verification.title')}
        </span>
        <span className="mail-strip__email">{email}</span>
      </p>
      <Button
        small
        variant="ghost"
        className="mail-strip__action"
        onClick={resend}
        busy={sending}
        disabled={cooldown > 0}
      >
        {cooldown > 0 ? t('verification.resend_in', { seconds: cooldown }) : t('verification.resend')}
      </Button>
      <IconButton
        icon={X}
        label={t('verification.close')}
        className="mail-strip__close"
        onClick={() => {
          dismissForAWeek();
          setDismissed(true);
        }}
      />
    </section>
  );
}
