/** The oracle with its calls timed and its tokens counted, by model, kind of call and outcome (ADR 0043). */
import type { Counter, Histogram } from 'prom-client';
import type { Oracle, OracleResult } from '../oracle/oracle.js';

export interface OracleMetrics {
  duration: Histogram<'oracle' | 'kind' | 'outcome'>;
  tokens: Counter<'oracle' | 'kind' | 'type'>;
}

export function meteredOracle(oracle: Oracle, metrics: OracleMetrics): Oracle {
  const name = oracle.model ?? 'offline';

  async function timed(kind: 'reading' | 'personality', call: () => Promise<OracleResult>) {
    const stop = metrics.duration.startTimer({ oracle: name, kind });
    try {
      const result = await call();
      stop({ outcome: 'ok' });
      if (result.usage) {
        metrics.tokens.inc({ oracle: name, kind, type: 'prompt' }, result.usage.prompt_tokens);
        metrics.tokens.inc({ oracle: name, kind, type: 'completion' }, result.usage.completion_tokens);
      }
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  }

  return {
    model: oracle.model,
    interpret: (request, onDelta, signal) =>
      timed('reading', () => oracle.interpret(request, onDelta, signal)),
    personality: (request, signal) => timed('personality', () => oracle.personality(request, signal)),
  };
}
