/**
 * Inside Telegram: the monthly subscription (first, highlighted) and the token packages as one list of
 * whole-row choices; Telegram's MainButton pays the chosen one and names it: "Pay 100 ★" for a
 * package, "Subscribe · 150 ★ a month" for the subscription (ADR 0066, 0070). A subscription that
 * still renews is shown, with its date, but cannot be chosen again (a second one would charge twice).
 */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type Rpc, rpc } from '../../lib/api.js';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { haptic } from '../../lib/telegram.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { OfferRow } from './offer-row.js';
import { offerValue, smallest } from './offer-value.js';
import { type Offer, pay } from './pay.js';
import { renews, useSubscription } from './subscription-store.js';

type Package = InferResponseType<Rpc['tokens']['packages']['$get'], 200>[number];

export type FirstChoice = 'package' | 'subscription';

export function TelegramOffers({ first, onPaid }: { first: FirstChoice; onPaid(): void }) {
  const { t } = useTranslation('purchase');
  const [packages, setPackages] = useState<Package[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = useSubscription((s) => s.plan);
  const state = useSubscription((s) => s.state);

  useEffect(() => {
    const packagesLoaded = call(rpc.tokens.packages.$get()).catch(() => []);
    // The list shows once both are known, so the subscription row never pushes the packages down.
    const subscriptionLoaded = useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
    void Promise.all([packagesLoaded, subscriptionLoaded]).then(([list]) => setPackages(list));
  }, []);

  const locale = currentLocale();
  const base = smallest(packages ?? []);
  const subscribable = plan !== null && !renews(state);
  const offers: Offer[] = [
    ...(plan ? [{ id: plan.id, tokens: plan.tokens, stars: plan.stars, kind: 'subscription' as const }] : []),
    ...(packages ?? []).map((p) => ({
      id: p.id,
      tokens: p.tokens,
      stars: p.stars,
      kind: 'package' as const,
    })),
  ];
  // The second package (the one most people take) starts chosen, or the subscription when asked for.
  const initial =
    first === 'subscription' && subscribable ? plan?.id : (packages?.[1]?.id ?? packages?.[0]?.id);
  const selected = offers.find((o) => o.id === (chosen ?? initial));

  useMainButton(
    selected
      ? selected.kind === 'subscription'
        ? t('subscribe_pay', { count: selected.stars })
        : t('pay', { count: selected.stars })
      : null,
    () => {
      if (!selected) return;
      setBusy(true);
      void pay(selected, t)
        .then((paid) => paid && onPaid())
        .finally(() => setBusy(false));
    },
    { busy },
  );

  if (packages === null) {
    return (
      <div className="purchase__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  const choose = (id: string) => {
    haptic('selection');
    setChosen(id);
  };
  return (
    <>
      <fieldset className="offers">
        <legend className="visually-hidden">{t('choose')}</legend>
        {offers.map((offer) => {
          const subscription = offer.kind === 'subscription';
          const active = subscription && !subscribable && state?.expires_at;
          return (
            <OfferRow
              key={offer.id}
              id={offer.id}
              title={
                subscription
                  ? t('subscription.tokens', { count: offer.tokens })
                  : t('common:tokens_count', { count: offer.tokens })
              }
              stars={offer.stars}
              value={offerValue(offer, base, locale)}
              note={active ? t('subscription.active', { date: formatDate(active, locale) }) : undefined}
              featured={subscription}
              checked={selected?.id === offer.id}
              disabled={busy || (subscription && !subscribable)}
              onChoose={() => choose(offer.id)}
            />
          );
        })}
      </fieldset>
      <p className="purchase__note muted">
        {t('telegram_note')} {plan ? t('subscription.note') : null}
      </p>
    </>
  );
}
