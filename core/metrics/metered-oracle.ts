/**
 * The oracle with its calls timed and its tokens counted, by model, kind of call and outcome, and the
 * readings it ended counted by the status the call gives them (ADR 0043).
 */
import type { Counter, Histogram } from 'prom-client';
import type { Oracle, OracleResult } from '../oracle/oracle.js';

export interface OracleMetrics {
  duration: Histogram<'oracle' | 'kind' | 'outcome'>;
  tokens: Counter<'oracle' | 'kind' | 'type'>;
  readings: Counter<'status' | 'oracle'>;
}

export function meteredOracle(oracle: Oracle, metrics: OracleMetrics): Oracle {
  const name = oracle.model ?? 'offline';

  async function timed(kind: 'reading' | 'followup' | 'personality', call: () => Promise<OracleResult>) {
    const stop = metrics.duration.startTimer({ oracle: name, kind });
    try {
      const result = await call();
      stop({ outcome: 'ok' });
      if (kind === 'reading') metrics.readings.inc({ status: 'complete', oracle: name });
      if (result.usage) {
        metrics.tokens.inc({ oracle: name, kind, type: 'prompt' }, result.usage.prompt_tokens);
        metrics.tokens.inc({ oracle: name, kind, type: 'completion' }, result.usage.completion_tokens);
      }
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      // Failed, timed out or stopped: the reading is marked failed and refunded (or its account is gone).
      if (kind === 'reading') metrics.readings.inc({ status: 'failed', oracle: name });
      throw error;
    }
  }

  return {
    model: oracle.model,
    interpret: (request, onDelta, signal) =>
      timed('reading', () => oracle.interpret(request, onDelta, signal)),
    followup: (request, onDelta, signal) =>
      timed('followup', () => oracle.followup(request, onDelta, signal)),
    personality: (request, signal) => timed('personality', () => oracle.personality(request, signal)),
  };
}
