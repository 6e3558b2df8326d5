/**
 * Paying inside Telegram: the server makes a Stars invoice link for a package or the subscription plan,
 * Telegram's invoice takes the payment, and the bot credits it when Telegram delivers
 * successful_payment, a moment later. So once Telegram says "paid", the balance (and for the
 * subscription its state) is read until the server shows the credit; then a toast says what arrived.
 */
import type { TFunction } from 'i18next';
import { call, rpc } from '../../lib/api.js';
import { useSession } from '../../lib/session-store.js';
import { haptic, telegramSdk } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { refreshBalance, waitForBalanceChange } from './balance.js';
import { waitForSubscription } from './subscription-store.js';

export interface Offer {
  id: string;
  tokens: number;
  stars: number;
  kind: 'package' | 'subscription';
}

/** True when the payment went through. */
export async function pay(offer: Offer, t: TFunction<'purchase'>): Promise<boolean> {
  const before = useSession.getState().user?.token_balance ?? 0;
  try {
    const { invoice_link } = await call(rpc.tokens.invoice.$post({ json: { package_id: offer.id } }));
    const openInvoice = telegramSdk()?.openInvoice;
    if (!openInvoice) return false;
    const status = await openInvoice(invoice_link, 'url');
    if (status === 'paid') {
      haptic('success');
      if (offer.kind === 'subscription') {
        await waitForSubscription();
        await refreshBalance();
        toast({
          title: t('subscription.paid_title'),
          description: t('subscription.paid_body', { count: offer.tokens }),
        });
      } else {
        const balance = await waitForBalanceChange(before);
        toast({ title: t('paid.title'), description: t('paid.body', { count: offer.tokens, balance }) });
      }
      return true;
    }
    if (status === 'failed') {
      haptic('error');
      toast({ title: t('failed'), variant: 'destructive' });
    }
  } catch (error) {
    toast({
      title: t('error'),
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  }
  return false;
}
