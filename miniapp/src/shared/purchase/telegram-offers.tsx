/**
 * The purchase sheet inside Telegram, drawn as Telegram draws its own settings (ADR 0078): the offers
 * in one radio group of inset lists with hairlines, in two sections, MONTHLY (the subscription) and
 * ONE-TIME (the packages); the chosen row carries a trailing checkmark. Under the list, the footnote of
 * the chosen kind; in the sheet's footer, just above Telegram's MainButton, what that button buys
 * ("60 tokens for 100 ★"). A subscription that still renews is shown, with its date, but cannot be
 * chosen again.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { Modal } from '../../ui/modal.js';
import { OfferRow } from './offer-row.js';
import { offerValue, smallest } from './offer-value.js';
import type { Offer } from './pay.js';
import { PurchaseBalance } from './purchase-balance.js';
import { useSubscription } from './subscription-store.js';
import { type FirstChoice, type TelegramOffers, useTelegramOffers } from './use-telegram-offers.js';

interface Props {
  open: boolean;
  title: string;
  insufficient: boolean;
  first: FirstChoice;
  onClose(): void;
}

/** "60 tokens" for a package, "150 tokens a month" for the subscription. */
const offerTitle = (offer: Offer, t: TFunction<'purchase'>) =>
  offer.kind === 'subscription'
    ? t('subscription.tokens', { count: offer.tokens })
    : t('common:tokens_count', { count: offer.tokens });

export function TelegramPurchaseSheet({ open, title, insufficient, first, onClose }: Props) {
  const { t } = useTranslation('purchase');
  const offers = useTelegramOffers(open, first, onClose);
  const { selected } = offers;
  return (
    <Modal
      open={open}
      onClose={onClose}
      sheet
      title={title}
      footer={
        open && selected ? (
          <p className="purchase__summary" data-testid="purchase-summary">
            {t('summary', { tokens: offerTitle(selected, t), stars: selected.stars })}
          </p>
        ) : null
      }
    >
      <PurchaseBalance />
      {insufficient ? <p className="muted">{t('insufficient')}</p> : null}
      {open ? <OfferList {...offers} /> : null}
    </Modal>
  );
}

function OfferList({ offers, selected, subscribable, busy, choose }: TelegramOffers) {
  const { t } = useTranslation('purchase');
  const state = useSubscription((s) => s.state);
  if (offers === null) {
    return (
      <div className="purchase__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  const locale = currentLocale();
  const base = smallest(offers.filter((o) => o.kind === 'package'));
  const sections = [
    { kind: 'monthly', offers: offers.filter((o) => o.kind === 'subscription') },
    { kind: 'one_time', offers: offers.filter((o) => o.kind === 'package') },
  ] as const;
  const subscriptionChosen = selected?.kind === 'subscription';
  const row = (offer: Offer) => {
    const subscription = offer.kind === 'subscription';
    const active = subscription && !subscribable && state?.expires_at;
    return (
      <OfferRow
        key={offer.id}
        id={offer.id}
        title={offerTitle(offer, t)}
        stars={offer.stars}
        value={offerValue(offer, base, locale)}
        note={active ? t('subscription.active', { date: formatDate(active, locale) }) : undefined}
        checked={selected?.id === offer.id}
        disabled={busy || (subscription && !subscribable)}
        onChoose={() => choose(offer.id)}
      />
    );
  };
  return (
    <>
      <fieldset className="offers">
        <legend className="visually-hidden">{t('choose')}</legend>
        {sections.map((section) =>
          section.offers.length > 0 ? (
            <fieldset key={section.kind} className="offers__section">
              <legend className="offers__header">{t(`section.${section.kind}`)}</legend>
              <div className="offers__list">{section.offers.map(row)}</div>
            </fieldset>
          ) : null,
        )}
      </fieldset>
      {/* Both footnotes take the same cell, the other one hidden, so a new choice never moves the sheet. */}
      <p className="offers__footnote" data-testid="purchase-footnote">
        <span aria-hidden={subscriptionChosen}>{t('telegram_note')}</span>
        {sections[0].offers.length > 0 ? (
          <span aria-hidden={!subscriptionChosen}>{t('subscription.note')}</span>
        ) : null}
      </p>
    </>
  );
}
