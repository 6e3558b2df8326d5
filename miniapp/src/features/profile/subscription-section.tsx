/**
 * The monthly subscription in the profile: what it gives, whether it renews and until when, and
 * cancelling it (after a confirmation: Telegram's popup inside Telegram); a cancelled one stays active until its month ends.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../lib/confirm.js';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { toast } from '../../lib/toasts.js';
import { renews, useSubscription } from '../../shared/purchase/subscription-store.js';
import { Button } from '../../ui/button.js';
import { SettingsGroup } from './settings-group.js';

export function SubscriptionSection({ onSubscribe }: { onSubscribe(): void }) {
  const { t } = useTranslation('profile');
  const { plan, state } = useSubscription();
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    void useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
  }, []);

  if (!plan || !state) return null;
  const date = state.expires_at ? formatDate(state.expires_at, currentLocale()) : '';
  const vars = { tokens: plan.tokens, stars: plan.stars, date };

  const cancel = async () => {
    const confirmed = await confirmAction({
      title: t('subscription.confirm_title'),
      message: t('subscription.confirm_body', vars),
      action: t('subscription.confirm_yes'),
      keep: t('subscription.confirm_no'),
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await useSubscription.getState().cancel();
      toast({ title: t('subscription.cancelled_toast'), description: t('subscription.cancelled', vars) });
    } catch (error) {
      toast({
        title: t('subscription.cancel_failed'),
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setCancelling(false);
    }
  };

  const status = renews(state) ? 'active' : state.active ? 'cancelled' : 'none';
  return (
    <SettingsGroup id="profile-subscription" title={t('subscription.title')}>
      <div className="settings-block">
        <p
          data-testid="subscription-status"
          className={`subscription__status subscription__status--${status}`}
        >
          {t(`subscription.${status}`, vars)}
        </p>
        {status === 'active' ? (
          <Button variant="secondary" busy={cancelling} onClick={() => void cancel()}>
            {t('subscription.cancel')}
          </Button>
        ) : (
          <Button onClick={onSubscribe}>
            {t(status === 'cancelled' ? 'subscription.subscribe_again' : 'subscription.subscribe')}
          </Button>
        )}
      </div>
    </SettingsGroup>
  );
}
