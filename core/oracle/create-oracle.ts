import type { Config } from '../config.js';
import { createOfflineOracle } from './offline-oracle.js';
import { createOpenAiOracle } from './openai-oracle.js';
import type { Oracle } from './oracle.js';

/** The AI oracle when a key is configured, else the offline one (the embedded default). */
export function createOracle(config: Config): Oracle {
  if (!config.OPENAI_API_KEY) return createOfflineOracle();
  return createOpenAiOracle({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
