/**
 * Tokens in the profile, as two settings rows: the balance ("Balance / 10 tokens  Buy tokens ›", opening the
 * packages) and the monthly subscription ("150 tokens a month  150 ★ ›"). With no subscription its row
 * opens the purchase sheet on it; an active or cancelled one opens a sheet saying when it renews or ends,
 * with cancelling (after a confirmation: Telegram's popup inside Telegram) or subscribing again. A
 * cancelled one stays active until its month ends.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../lib/confirm.js';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { useSession } from '../../lib/session-store.js';
import { toast } from '../../lib/toasts.js';
import { renews, useSubscription } from '../../shared/purchase/subscription-store.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { SettingsGroup, SettingsRow } from './settings-group.js';

interface Props {
  onBuy(): void;
  onSubscribe(): void;
}

export function SubscriptionSection({ onBuy, onSubscribe }: Props) {
  const { t } = useTranslation('profile');
  const balance = useSession((s) => s.user?.token_balance);
  const { plan, state } = useSubscription();
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    void useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
  }, []);

  if (balance === undefined) return null;
  const tokens = t('common:tokens_count', { count: balance });
  const balanceRow = (
    <SettingsRow
      label={t('balance')}
      sub={
        <span data-testid="profile-balance" className="settings-row__sub--muted profile-tokens__balance">
          {tokens}
        </span>
      }
      value={t('buy_tokens')}
      accent
      onClick={onBuy}
    />
  );
  if (!plan || !state) {
    return (
      <SettingsGroup id="profile-tokens" title={t('tokens_title')}>
        {balanceRow}
      </SettingsGroup>
    );
  }

  const locale = currentLocale();
  const date = state.expires_at ? formatDate(state.expires_at, locale) : '';
  const vars = { tokens: plan.tokens, stars: plan.stars, date };
  const status = renews(state) ? 'active' : state.active ? 'cancelled' : 'none';

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

  // The date is in the footnote under the group; the row says only the state, so it keeps one line at 360.
  const value =
    status === 'none' ? t('subscription.price', { stars: plan.stars }) : t(`subscription.state_${status}`);
  return (
    <SettingsGroup
      id="profile-tokens"
      title={t('tokens_title')}
      footnote={
        <span data-testid="subscription-status" className={`subscription__status--${status}`}>
          {t(`subscription.${status}`, vars)}
        </span>
      }
    >
      {balanceRow}
      <SettingsRow
        label={t('subscription.row', { tokens: plan.tokens })}
        value={value}
        testId="subscription-row"
        onClick={status === 'none' ? onSubscribe : () => setOpen(true)}
      />
      <Modal open={open} sheet title={t('subscription.title')} onClose={() => setOpen(false)}>
        <p className="profile-sheet__hint">{t(`subscription.${status}`, vars)}</p>
        {status === 'active' ? (
          <Button variant="danger" block busy={cancelling} onClick={() => void cancel()}>
            {t('subscription.cancel')}
          </Button>
        ) : (
          <Button
            block
            onClick={() => {
              setOpen(false);
              onSubscribe();
            }}
          >
            {t('subscription.subscribe_again')}
          </Button>
        )}
      </Modal>
    </SettingsGroup>
  );
}
