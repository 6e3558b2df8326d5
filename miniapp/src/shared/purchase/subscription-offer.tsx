/**
 * The monthly subscription beside the packages (inside Telegram only): it opens the subscription's Stars
 * invoice; while a subscription renews it says until when instead (a second one would charge twice).
 */
import { openInvoice } from '@telegram-apps/sdk-react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { haptic } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { refreshBalance } from './balance.js';
import { renews, useSubscription, waitForSubscription } from './subscription-store.js';

export function SubscriptionOffer({ onPaid }: { onPaid(): void }) {
  const { t } = useTranslation('purchase');
  const plan = useSubscription((s) => s.plan);
  const state = useSubscription((s) => s.state);
  const [busy, setBusy] = useState(false);
  if (!plan) return null;

  async function subscribe() {
    if (!plan) return;
    setBusy(true);
    try {
      const { invoice_link } = await call(rpc.tokens.invoice.$post({ json: { package_id: plan.id } }));
      const status = await openInvoice(invoice_link, 'url');
      if (status === 'paid') {
        haptic('success');
        await waitForSubscription();
        await refreshBalance();
        toast({
          title: t('subscription.paid_title'),
          description: t('subscription.paid_body', { count: plan.tokens }),
        });
        onPaid();
      } else if (status === 'failed') {
        haptic('error');
        toast({ title: t('failed'), variant: 'destructive' });
      }
    } catch (error) {
      toast({
        title: t('error'),
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="purchase__item purchase__item--subscription" data-testid="subscription-offer">
      <span className="purchase__tokens">{t('subscription.tokens', { count: plan.tokens })}</span>
      <span className="purchase__price">
        <Icon icon={Star} filled className="purchase__star" />{' '}
        {t('subscription.price', { count: plan.stars })}
      </span>
      <span className="purchase__title">
        <span className="purchase__badge">{t('subscription.badge')}</span> {t('subscription.note')}
      </span>
      {renews(state) && state?.expires_at ? (
        <span className="purchase__active">
          {t('subscription.active', { date: formatDate(state.expires_at, currentLocale()) })}
        </span>
      ) : (
        <Button small busy={busy} onClick={() => void subscribe()}>
          {t('subscription.subscribe')}
        </Button>
      )}
    </div>
  );
}
