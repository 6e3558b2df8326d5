/**
 * Telegram Stars invoices. The payload names our user and the package (or the subscription plan), so
 * whoever opens the invoice in Telegram pays for that account; only our bot can create invoices, so it
 * cannot be forged.
 */
import { SUBSCRIPTION_PERIOD_SECONDS, type TokenPackage } from '../catalog.js';
import { translate } from '../i18n.js';
import type { Locale } from '../locales.js';
import { packageTitle, subscriptionTitle } from './packages.js';

/** Telegram's currency code for Stars; Stars invoices carry an empty provider token. */
export const STARS = 'XTR';

export interface Invoice {
  title: string;
  description: string;
  payload: string;
  currency: typeof STARS;
  /** Exactly one price for Stars, in whole Stars. */
  prices: { label: string; amount: number }[];
  /** Set for the monthly subscription: Telegram charges the price again every this many seconds. */
  subscriptionPeriod?: number;
}

/** The port the API uses to turn an invoice into a t.me link; main.ts fills it from the bot. */
export interface InvoiceLinks {
  create(invoice: Invoice): Promise<string>;
}

export type InvoiceKind = 'package' | 'subscription';

const PAYLOAD = /^(tokens|subscription):(\d{1,15}):([a-z0-9_-]{1,32})$/;

export const invoicePayload = (userId: number, packageId: string) => `tokens:${userId}:${packageId}`;
export const subscriptionPayload = (userId: number, planId: string) => `subscription:${userId}:${planId}`;

export function parseInvoicePayload(
  payload: string,
): { kind: InvoiceKind; userId: number; packageId: string } | null {
  const match = PAYLOAD.exec(payload);
  if (!match?.[2] || !match[3]) return null;
  return {
    kind: match[1] === 'subscription' ? 'subscription' : 'package',
    userId: Number(match[2]),
    packageId: match[3],
  };
}

export function invoiceFor(userId: number, pkg: TokenPackage, locale: Locale): Invoice {
  return {
    title: packageTitle(locale, pkg),
    description: translate(locale, 'bot', 'invoice.description', { count: pkg.tokens }),
    payload: invoicePayload(userId, pkg.id),
    currency: STARS,
    prices: [{ label: translate(locale, 'bot', 'invoice.label', { count: pkg.tokens }), amount: pkg.stars }],
  };
}

export function subscriptionInvoiceFor(userId: number, plan: TokenPackage, locale: Locale): Invoice {
  return {
    title: subscriptionTitle(locale, plan),
    description: translate(locale, 'bot', 'subscription.invoice_description', { count: plan.tokens }),
    payload: subscriptionPayload(userId, plan.id),
    currency: STARS,
    prices: [
      {
        label: translate(locale, 'bot', 'subscription.invoice_label', { count: plan.tokens }),
        amount: plan.stars,
      },
    ],
    subscriptionPeriod: SUBSCRIPTION_PERIOD_SECONDS,
  };
}
