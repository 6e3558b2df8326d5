/**
 * The offers inside Telegram while the purchase sheet is open: the monthly subscription and the token
 * packages, the chosen one, and Telegram's MainButton, which pays it and names it: "Pay 100 ★" for a
 * package, "Subscribe · 150 ★ a month" for the subscription (ADR 0066, 0070, 0078). Each opening
 * reads the offers afresh and starts from the default choice.
 */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type Rpc, rpc } from '../../lib/api.js';
import { haptic } from '../../lib/telegram.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { type Offer, pay } from './pay.js';
import { renews, useSubscription } from './subscription-store.js';

type Package = InferResponseType<Rpc['tokens']['packages']['$get'], 200>[number];

export type FirstChoice = 'package' | 'subscription';

export interface TelegramOffers {
  /** The subscription first (when on sale), then the packages as the server lists them; null while loading. */
  offers: Offer[] | null;
  selected: Offer | undefined;
  /** False while the subscription still renews: a second one would charge twice. */
  subscribable: boolean;
  busy: boolean;
  choose(id: string): void;
}

export function useTelegramOffers(open: boolean, first: FirstChoice, onPaid: () => void): TelegramOffers {
  const { t } = useTranslation('purchase');
  const [packages, setPackages] = useState<Package[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = useSubscription((s) => s.plan);
  const state = useSubscription((s) => s.state);

  useEffect(() => {
    if (!open) {
      setPackages(null);
      setChosen(null);
      return;
    }
    let live = true;
    const packagesLoaded = call(rpc.tokens.packages.$get()).catch(() => []);
    // The list shows once both are known, so the subscription row never pushes the packages down.
    const subscriptionLoaded = useSubscription
      .getState()
      .load()
      .catch((e: unknown) => console.error('subscription', e));
    void Promise.all([packagesLoaded, subscriptionLoaded]).then(([list]) => {
      if (live) setPackages(list);
    });
    return () => {
      live = false;
    };
  }, [open]);

  const subscribable = plan !== null && !renews(state);
  const offers: Offer[] | null = packages && [
    ...(plan ? [{ id: plan.id, tokens: plan.tokens, stars: plan.stars, kind: 'subscription' as const }] : []),
    ...packages.map((p) => ({ id: p.id, tokens: p.tokens, stars: p.stars, kind: 'package' as const })),
  ];
  // The second package (the one most people take) starts chosen, or the subscription when asked for.
  const initial =
    first === 'subscription' && subscribable ? plan?.id : (packages?.[1]?.id ?? packages?.[0]?.id);
  const selected = offers?.find((o) => o.id === (chosen ?? initial));

  useMainButton(
    open && selected
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

  const choose = (id: string) => {
    haptic('selection');
    setChosen(id);
  };
  return { offers, selected, subscribable, busy, choose };
}
