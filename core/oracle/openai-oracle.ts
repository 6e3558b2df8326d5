/**
 * The AI oracle over any OpenAI-compatible chat-completions server, through the official client.
 * The client retries transient failures (connection errors, 408, 409, 429, 5xx) before the stream starts.
 */
import OpenAI from 'openai';
import { followupPrompt } from './followup-prompt.js';
import type { Oracle, OracleResult, PersonalityRequest, ReadingRequest } from './oracle.js';
import { type Prompt, personalityPrompt, readingPrompt, TEMPERATURE } from './prompts.js';

export interface OpenAiOracleOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries?: number;
}

export function createOpenAiOracle(options: OpenAiOracleOptions): Oracle {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });

  async function complete(prompt: Prompt, onDelta: (text: string) => void, signal?: AbortSignal) {
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        messages: prompt.messages,
        stream: true,
        stream_options: { include_usage: true },
        temperature: TEMPERATURE,
        max_tokens: prompt.maxTokens,
      },
      { signal },
    );
    let text = '';
    let usage: OracleResult['usage'] = null;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      if (chunk.usage)
        usage = {
          prompt_tokens: chunk.usage.prompt_tokens,
          completion_tokens: chunk.usage.completion_tokens,
        };
    }
    // The client ends a stream aborted mid-way as if it were finished; a deadline or a stop that cut
    // the text short must not leave half a reading stored as complete.
    signal?.throwIfAborted();
    if (!text.trim()) throw new Error('The oracle returned an empty answer');
    return { text, usage };
  }

  return {
    model: options.model,
    interpret: (req: ReadingRequest, onDelta, signal) => complete(readingPrompt(req), onDelta, signal),
    personality: (req: PersonalityRequest, signal) => complete(personalityPrompt(req), () => {}, signal),
    followup: (req, onDelta, signal) => complete(followupPrompt(req), onDelta, signal),
  };
}
