/**
 * Invoice links reused per user, package and language (issue 11 §8). Telegram's createInvoiceLink is
 * rate-limited per bot, so a burst from one user must not become a burst of Bot API calls: the same
 * invoice asked for again within `ttlMs` (or while the first call is still running) gets the same link.
 * A link is only a way to pay; the payload names the user and package, so sharing it changes nothing.
 */
import type { Invoice, InvoiceLinks } from './invoice.js';

interface Entry {
  link: Promise<string>;
  expiresAt: number;
}

const TEN_MINUTES = 10 * 60_000;
/** Past this many entries, expired ones are swept before adding another. */
const SWEEP_AT = 10_000;

export function reuseRecentLinks(links: InvoiceLinks, now: () => number, ttlMs = TEN_MINUTES): InvoiceLinks {
  const recent = new Map<string, Entry>();

  function sweep(at: number) {
    for (const [key, entry] of recent) if (entry.expiresAt <= at) recent.delete(key);
  }

  return {
    create(invoice: Invoice) {
      const at = now();
      const key = JSON.stringify([invoice.payload, invoice.title, invoice.description, invoice.prices]);
      const hit = recent.get(key);
      if (hit && hit.expiresAt > at) return hit.link;
      if (recent.size >= SWEEP_AT) sweep(at);
      const link = links.create(invoice);
      recent.set(key, { link, expiresAt: at + ttlMs });
      // A failed call is forgotten at once, so the next tap asks Telegram again.
      link.catch(() => {
        if (recent.get(key)?.link === link) recent.delete(key);
      });
      return link;
    },
  };
}
