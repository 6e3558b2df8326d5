/** A fresh fake chat-completions server for each test, and apps whose oracle is the real OpenAI client pointed at it. */
import { createOpenAiOracle } from '../../core/oracle/openai-oracle.js';
import { startFakeOpenAi } from '../fakes/openai-server.js';
import { useFakeServer } from './fake-server.js';
import { makeApp } from './harness.js';

export interface AiAppOptions {
  env?: Record<string, string>;
  apiKey?: string;
  model?: string;
}

/** Call at the top of a test file. */
export function useFakeOpenAi() {
  const fake = useFakeServer(startFakeOpenAi, 'test');

  /** An app whose oracle talks to the fake, with a 3 s deadline and `maxRetries` retries. */
  function aiApp(
    maxRetries = 2,
    { env = {}, apiKey = 'sk-test-key', model = 'fake-tarot-1' }: AiAppOptions = {},
  ) {
    const oracle = createOpenAiOracle({
      apiKey,
      baseURL: `${fake.url}/v1`,
      model,
      timeoutMs: 3000,
      maxRetries,
    });
    return makeApp({ oracle, env });
  }

  return { fake, aiApp };
}
