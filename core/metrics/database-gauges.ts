/**
 * What the database knows, read when Prometheus scrapes rather than counted as it happens: the figures
 * then hold across restarts and for writes made by another process (the bot run alone, a script).
 * Both tables are small and their reads cheap; readings are counted as they end instead
 * (core/metrics/metered-oracle.ts): reading their status means walking each row's long text (ADR 0043).
 */
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.js';

export function registerDatabaseGauges(registry: Registry, db: Db, now: () => number) {
  const outbox = db.$client.prepare<[], { n: number; oldest: number | null }>(
    'select count(*) as n, min(created_at) as oldest from mail_outbox',
  );
  const paymentsByStatus = db.$client.prepare<[], { status: string; n: number; stars: number }>(
    'select status, count(*) as n, coalesce(sum(stars), 0) as stars from payments group by status',
  );

  // Each pair is read once per scrape by its first gauge: the registry collects metrics in the order they
  // were registered, so the second one's values are already set when it is rendered.
  const outboxAge = new Gauge({
    name: 'tarot_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail in the outbox; 0 when it is empty',
    registers: [],
  });
  new Gauge({
    name: 'tarot_mail_outbox_depth',
    help: 'Mails waiting in the outbox, due or retrying',
    registers: [registry],
    collect() {
      const row = outbox.get();
      this.set(row?.n ?? 0);
      outboxAge.set(row?.oldest == null ? 0 : Math.max(0, (now() - row.oldest) / 1000));
    },
  });
  registry.registerMetric(outboxAge);

  const stars = new Gauge({
    name: 'tarot_payments_stars',
    help: 'Telegram Stars taken, by payment status',
    labelNames: ['status'],
    registers: [],
  });
  new Gauge({
    name: 'tarot_payments',
    help: 'Stars payments by status (paid, review, refunded)',
    labelNames: ['status'],
    registers: [registry],
    collect() {
      this.reset();
      stars.reset();
      for (const r of paymentsByStatus.all()) {
        this.set({ status: r.status }, r.n);
        stars.set({ status: r.status }, r.stars);
      }
    },
  });
  registry.registerMetric(stars);
}
