/**
 * Spec §2/§4/§8: while an e-mail change waits for confirmation, a fixed 64 px banner at the top shows
 * the new address, "Check Email" (its webmail, else mailto:) and a dismiss that hides it at once. Inside
 * the band, the same 44 px strip as the verification reminder, titled "New email:" so it says why it is
 * there; the title stays whole and the address gives way (an ellipsis).
 */
import { Mail, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { onEmailChangeRequested } from '../../lib/email-change-requested.js';
import { telegramSdk } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { webmailUrl } from '../../lib/webmail.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { IconButton } from '../../ui/icon-button.js';
import { useEmailChange } from './email-change-status.js';
import './email-banners.css';

function openMail(email: string) {
  const url = webmailUrl(email);
  const openLink = telegramSdk()?.openLink;
  if (openLink && url.startsWith('https:') && openLink.isAvailable()) openLink(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export function EmailChangeBanner({ onVisibleChange }: { onVisibleChange(visible: boolean): void }) {
  const { t } = useTranslation('banners');
  const [location] = useLocation();
  const { newEmail, hidden, refresh, hide } = useEmailChange();
  const visible = !!newEmail && !hidden;

  // Checked again on every screen, so a change requested in the profile shows without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => {
    void refresh();
  }, [location, refresh]);

  // A change requested in the profile shows at once, without waiting for the next screen.
  useEffect(() => onEmailChangeRequested(() => void refresh()), [refresh]);

  useEffect(() => {
    onVisibleChange(visible);
  }, [visible, onVisibleChange]);

  if (!visible || !newEmail) return null;

  const dismiss = async () => {
    hide(true);
    try {
      await call(rpc.auth.email.change.dismiss.$post());
      toast({ title: t('change.dismissed_title'), description: t('change.dismissed_description') });
    } catch {
      await refresh();
      toast({ title: t('change.dismiss_failed'), variant: 'destructive' });
    }
  };

  // The fixed 64 px band of spec §9 holds the same 44 px strip as the verification reminder (ADR 0079).
  return (
    <section className="change-banner" aria-label={t('change.label')} data-testid="email-change-banner">
      <div className="mail-strip change-banner__strip">
        <Icon icon={Mail} className="mail-strip__icon" />
        <p className="mail-strip__text">
          <span className="mail-strip__title">{t('change.text')}</span>
          <span className="mail-strip__email">{newEmail}</span>
        </p>
        <Button small variant="ghost" className="mail-strip__action" onClick={() => openMail(newEmail)}>
          {t('change.check')}
        </Button>
        <IconButton icon={X} label={t('change.dismiss')} className="mail-strip__close" onClick={dismiss} />
      </div>
    </section>
  );
}
