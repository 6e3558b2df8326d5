/**
 * Telegram Stars invoices. The payload names our user and the package, so whoever opens the invoice
 * in Telegram pays for that account; only our bot can create invoices, so it cannot be forged.
 */
import type { TokenPackage } from '../catalog.js';
import { translate } from '../i18n.js';
import type { Locale } from '../locales.js';
import { packageTitle } from './packages.js';

/** Telegram's currency code for Stars; Stars invoices carry an empty provider token. */
export const STARS = 'XTR';

export interface Invoice {
  title: string;
  description: string;
  payload: string;
  currency: typeof STARS;
  /** Exactly one price for Stars, in whole Stars. */
  prices: { label: string; amount: number }[];
}

/** The port the API uses to turn an invoice into a t.me link; main.ts fills it from the bot. */
export interface InvoiceLinks {
  create(invoice: Invoice): Promise<string>;
}

const PAYLOAD = /^tokens:(\d{1,15}):([a-z0-9_-]{1,32})$/;

export const invoicePayload = (userId: number, packageId: string) => `tokens:${userId}:${packageId}`;

export function parseInvoicePayload(payload: string): { userId: number; packageId: string } | null {
  const match = PAYLOAD.exec(payload);
  if (!match?.[1] || !match[2]) return null;
  return { userId: Number(match[1]), packageId: match[2] };
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
