/**
 * The token packages and the monthly subscription. The person picks a package (a radio group) and one
 * action buys it. Inside Telegram that action is the MainButton, "Pay", which opens a Stars invoice;
 * when Telegram reports it paid, the balance is read again from the server (the bot credits it) until
 * it changes (ADR 0049). In a browser the purchase happens in the bot: the action, kept in the sheet's
 * footer so it never scrolls away, opens the bot's `buy` deep link (ADR 0046).
 */
import { openInvoice } from '@telegram-apps/sdk-react';
import type { InferResponseType } from 'hono/client';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type Rpc, rpc } from '../../lib/api.js';
import { useSession } from '../../lib/session-store.js';
import { haptic, inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { buttonClass } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { Modal } from '../../ui/modal.js';
import { waitForBalanceChange } from './balance.js';
import { SubscriptionOffer } from './subscription-offer.js';
import { useSubscription } from './subscription-store.js';
import './purchase-sheet.css';

type Package = InferResponseType<Rpc['tokens']['packages']['$get'], 200>[number];

interface Props {
  open: boolean;
  onClose(): void;
  reason?: 'insufficient';
}

export function PurchaseSheet({ open, onClose, reason }: Props) {
  const { t } = useTranslation('purchase');
  const [packages, setPackages] = useState<Package[] | null>(null);
  const [botUsername, setBotUsername] = useState<string | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const balance = useSession((s) => s.user?.token_balance ?? 0);
  const telegram = inTelegram();

  useEffect(() => {
    if (!open) return;
    void call(rpc.tokens.packages.$get()).then(setPackages, () => setPackages([]));
    void useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
    void call(rpc.config.$get()).then(
      (c) => setBotUsername(c.bot_username),
      () => undefined,
    );
  }, [open]);

  async function buy(pkg: Package) {
    setBuying(pkg.id);
    try {
      const { invoice_link } = await call(rpc.tokens.invoice.$post({ json: { package_id: pkg.id } }));
      const status = await openInvoice(invoice_link, 'url');
      if (status === 'paid') {
        haptic('success');
        const next = await waitForBalanceChange(balance);
        toast({ title: t('paid.title'), description: t('paid.body', { count: pkg.tokens, balance: next }) });
        onClose();
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
      setBuying(null);
    }
  }

  const buyLink = botUsername ? `https://t.me/${botUsername}?start=buy` : null;
  // The featured (second) package starts selected, as its highlight already suggests.
  const selected = chosen ?? packages?.[1]?.id ?? packages?.[0]?.id ?? null;
  const selectedPackage = packages?.find((p) => p.id === selected);
  useMainButton(
    open && telegram && selectedPackage ? t('pay', { count: selectedPackage.stars }) : null,
    () => selectedPackage && void buy(selectedPackage),
    { busy: buying !== null },
  );
  const browserAction =
    !telegram && buyLink ? (
      <div className="purchase__action">
        {selectedPackage ? (
          <p className="purchase__selected" aria-live="polite">
            {t('browser_selected', {
              tokens: t('common:tokens_count', { count: selectedPackage.tokens }),
              stars: t('stars', { count: selectedPackage.stars }),
            })}
          </p>
        ) : null}
        <a
          className={buttonClass('primary', { block: true })}
          href={buyLink}
          target="_blank"
          rel="noreferrer"
        >
          {t('browser.action')}
        </a>
      </div>
    ) : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={reason === 'insufficient' ? t('title_insufficient') : t('title')}
      footer={browserAction}
    >
      <p className="purchase__balance">
        {t('balance')}{' '}
        <strong data-testid="purchase-balance">{t('common:tokens_count', { count: balance })}</strong>
      </p>
      {reason === 'insufficient' ? <p className="muted">{t('insufficient')}</p> : null}
      {/* In a browser, what happens next comes before the choice, so nobody scrolls to learn it. */}
      {telegram ? null : (
        <p className="purchase__note muted">{buyLink ? t('browser.body') : t('browser.no_bot')}</p>
      )}
      {packages === null ? (
        <div className="purchase__loading" role="status">
          <span className="spinner" aria-hidden />
          <span className="visually-hidden">{t('common:loading')}</span>
        </div>
      ) : (
        <>
          <SubscriptionOffer onPaid={onClose} />
          <fieldset className="purchase__list purchase__list--choice">
            <legend className="visually-hidden">{t('browser_choose')}</legend>
            {packages.map((pkg, i) => (
              <label
                key={pkg.id}
                className={`purchase__item purchase__item--choice${i === 1 ? ' purchase__item--featured' : ''}`}
              >
                <input
                  type="radio"
                  name="purchase-package"
                  className="purchase__radio"
                  value={pkg.id}
                  checked={selected === pkg.id}
                  disabled={buying !== null}
                  onChange={() => setChosen(pkg.id)}
                />
                <span className="purchase__tokens">{t('common:tokens_count', { count: pkg.tokens })}</span>
                <span className="purchase__title">{pkg.title}</span>
                <span className="purchase__price">
                  <Icon icon={Star} filled className="purchase__star" /> {t('stars', { count: pkg.stars })}
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      {telegram ? <p className="purchase__note muted">{t('telegram_note')}</p> : null}
    </Modal>
  );
}
