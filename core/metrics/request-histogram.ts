/**
 * Request counts and latencies by method, route pattern and status. prom-client's Histogram builds a label
 * object, a pair object and a hash string on every observation; on the API's hot path (ADR 0032) each
 * label set instead gets one cell, found through nested Maps keyed by the strings and number the router
 * and the response already hold, and the cells become Prometheus series only when scraped (ADR 0043).
 */
import type { Metric, Registry } from 'prom-client';

/** Seconds; the API answers in milliseconds, a slow oracle call behind a POST takes seconds. */
const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Cell {
  labels: { method: string; route: string; status: string };
  /** Per bucket, not cumulative; the last one is +Inf. */
  buckets: Float64Array;
  count: number;
  sum: number;
}

export interface RequestHistogram {
  observe(method: string, route: string, status: number, seconds: number): void;
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The shape prom-client's registry reads from a metric when it renders the text format. */
function collected(name: string, help: string, type: 'histogram' | 'counter', values: () => Sample[]) {
  const get = () => ({ name, help, type, values: values(), aggregator: 'sum' });
  return { name, help, type, get, aggregator: 'sum' } as unknown as Metric;
}

/** The map under `key`, made the first time. */
function inner<K, V>(map: Map<K, Map<string | number, V>>, key: K): Map<string | number, V> {
  let value = map.get(key);
  if (!value) {
    value = new Map();
    map.set(key, value);
  }
  return value;
}

export function registerRequestHistogram(registry: Registry): RequestHistogram {
  const cells = new Map<string, Map<string | number, Map<string | number, Cell>>>();
  const all: Cell[] = [];

  function cellFor(method: string, route: string, status: number): Cell {
    const byStatus = inner(inner(cells, method), route);
    let cell = byStatus.get(status);
    if (!cell) {
      cell = {
        labels: { method, route, status: String(status) },
        buckets: new Float64Array(BOUNDS.length + 1),
        count: 0,
        sum: 0,
      };
      byStatus.set(status, cell);
      all.push(cell);
    }
    return cell;
  }

  registry.registerMetric(
    collected(
      'http_requests_total',
      'Requests answered, by method, route pattern and status',
      'counter',
      () => all.map((cell) => ({ labels: cell.labels, value: cell.count })),
    ),
  );
  registry.registerMetric(
    collected(
      'http_request_duration_seconds',
      'Time to the answer (to its headers, for a stream), by method, route pattern and status',
      'histogram',
      () =>
        all.flatMap((cell) => {
          let cumulative = 0;
          const samples: Sample[] = BOUNDS.map((le, i) => {
            cumulative += cell.buckets[i] ?? 0;
            return {
              metricName: 'http_request_duration_seconds_bucket',
              labels: { ...cell.labels, le },
              value: cumulative,
            };
          });
          samples.push(
            {
              metricName: 'http_request_duration_seconds_bucket',
              labels: { ...cell.labels, le: '+Inf' },
              value: cell.count,
            },
            { metricName: 'http_request_duration_seconds_sum', labels: cell.labels, value: cell.sum },
            { metricName: 'http_request_duration_seconds_count', labels: cell.labels, value: cell.count },
          );
          return samples;
        }),
    ),
  );

  return {
    observe(method, route, status, seconds) {
      const cell = cellFor(method, route, status);
      cell.count += 1;
      cell.sum += seconds;
      let i = 0;
      while (i < BOUNDS.length && seconds > (BOUNDS[i] as number)) i++;
      cell.buckets[i] = (cell.buckets[i] ?? 0) + 1;
    },
  };
}
