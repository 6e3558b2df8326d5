/**
 * Buying tokens, a sheet from the bottom edge. Inside Telegram: the monthly subscription and the token
 * packages (a radio group); the chosen package is paid with Telegram's MainButton, "Pay N ★", which
 * opens a Stars invoice; when Telegram reports it paid, the balance is read again from the server (the
 * bot credits it) until it changes (ADR 0049). In a browser nothing can be bought: no packages to pick,
 * one "Buy in Telegram" link to the app's `buy` deep link (`startapp=buy` opens this sheet in Telegram),
 * and the balance is read again when the person comes back to the tab (ADR 0066).
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
import { refreshBalance, waitForBalanceChange } from './balance.js';
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
  const balance = useSession((s) => s.user?.token_balance ?? 0);
  const telegram = inTelegram();
  const username = useBotUsername(open && !telegram);

  return (
    <Modal
      open={open}
      onClose={onClose}
      sheet
      title={reason === 'insufficient' ? t('title_insufficient') : t('title')}
      footer={open && !telegram && username ? <BrowserAction username={username} /> : null}
    >
      <p className="purchase__balance">
        {t('balance')}{' '}
        <strong data-testid="purchase-balance">{t('common:tokens_count', { count: balance })}</strong>
      </p>
      {/* "A package below": in a browser there is none, and its note says the question waits. */}
      {reason === 'insufficient' && telegram ? <p className="muted">{t('insufficient')}</p> : null}
      {open && telegram ? <Packages onClose={onClose} /> : null}
      {open && !telegram ? <BrowserNote username={username} waiting={reason === 'insufficient'} /> : null}
    </Modal>
  );
}

/** Inside Telegram: the subscription, the packages, and the MainButton paying the chosen one. */
function Packages({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('purchase');
  const [packages, setPackages] = useState<Package[] | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const balance = useSession((s) => s.user?.token_balance ?? 0);

  useEffect(() => {
    void call(rpc.tokens.packages.$get()).then(setPackages, () => setPackages([]));
    void useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
  }, []);

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

  // The featured (second) package starts selected, as its highlight already suggests.
  const selected = chosen ?? packages?.[1]?.id ?? packages?.[0]?.id ?? null;
  const selectedPackage = packages?.find((p) => p.id === selected);
  useMainButton(
    selectedPackage ? t('pay', { count: selectedPackage.stars }) : null,
    () => selectedPackage && void buy(selectedPackage),
    { busy: buying !== null },
  );

  if (packages === null) {
    return (
      <div className="purchase__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  return (
    <>
      <SubscriptionOffer onPaid={onClose} />
      <fieldset className="purchase__list purchase__list--choice">
        <legend className="visually-hidden">{t('choose')}</legend>
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
              onChange={() => {
                haptic('selection');
                setChosen(pkg.id);
              }}
            />
            <span className="purchase__tokens">{t('common:tokens_count', { count: pkg.tokens })}</span>
            <span className="purchase__title">{pkg.title}</span>
            <span className="purchase__price">
              <Icon icon={Star} filled className="purchase__star" /> {t('stars', { count: pkg.stars })}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="purchase__note muted">{t('telegram_note')}</p>
    </>
  );
}

/** The bot's username, which makes the deep link: undefined while asked, null when no bot is connected. */
function useBotUsername(wanted: boolean) {
  const [username, setUsername] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    void call(rpc.config.$get()).then(
      (c) => setUsername(c.bot_username),
      () => setUsername(null),
    );
  }, [wanted]);
  return username;
}

/** In a browser: what happens next, and the balance read again when the person comes back from Telegram. */
function BrowserNote({ username, waiting }: { username: string | null | undefined; waiting: boolean }) {
  const { t } = useTranslation('purchase');
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshBalance().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  if (username === undefined) return null;
  if (username === null) return <p className="purchase__note muted">{t('browser.no_bot')}</p>;
  return <p className="purchase__note">{waiting ? t('browser.body_waiting') : t('browser.body')}</p>;
}

function BrowserAction({ username }: { username: string }) {
  const { t } = useTranslation('purchase');
  return (
    <a
      className={`${buttonClass('primary', { block: true })} purchase__action`}
      href={`https://t.me/${username}?startapp=buy`}
      target="_blank"
      rel="noreferrer"
    >
      {t('browser.action')}
    </a>
  );
}
