/**
 * The Prometheus registry behind GET /metrics (ADR 0043), made only when METRICS_TOKEN is set: Node's own
 * figures (event-loop lag, memory, GC), requests, open streams, the oracle, and what the database holds.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { registerDatabaseGauges } from './database-gauges.js';
import type { OracleMetrics } from './metered-oracle.js';
import { type RequestHistogram, registerRequestHistogram } from './request-histogram.js';

export interface Metrics {
  requests: RequestHistogram;
  /** Server-sent event streams open now. */
  streams: Gauge;
  oracle: OracleMetrics;
  contentType: string;
  /** The text exposition of every series. */
  render(): Promise<string>;
}

export function createMetrics(db: Db, now: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const streams = new Gauge({
    name: 'tarot_sse_streams_open',
    help: 'Server-sent event streams open now (readings being followed)',
    registers: [registry],
  });
  const oracle: OracleMetrics = {
    duration: new Histogram({
      name: 'tarot_oracle_duration_seconds',
      help: 'Oracle calls from request to the whole text, by model, kind and outcome',
      labelNames: ['oracle', 'kind', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
      registers: [registry],
    }),
    tokens: new Counter({
      name: 'tarot_oracle_tokens_total',
      help: 'Tokens the model reported, by model, kind and type (prompt, completion)',
      labelNames: ['oracle', 'kind', 'type'],
      registers: [registry],
    }),
    readings: new Counter({
      name: 'tarot_readings_total',
      help: 'Readings interpreted since start, by the status the oracle call gave them and the model',
      labelNames: ['status', 'oracle'],
      registers: [registry],
    }),
  };
  const requests = registerRequestHistogram(registry);
  registerDatabaseGauges(registry, db, now);
  return { requests, streams, oracle, contentType: registry.contentType, render: () => registry.metrics() };
}
