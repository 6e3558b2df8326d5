/**
 * How long an AI reading should be (ADR 0022): a budget that grows with the number of cards but less
 * than linearly, in words for alphabetic languages and characters for Chinese, and the `max_tokens`
 * that lets the model finish that budget without running on.
 */
import type { Locale } from '../locales.js';

export interface LengthBudget {
  /** The target length of the whole answer. */
  total: number;
  /** Roughly how much of it each card gets. */
  perCard: number;
  /** The most the answer may run to. */
  most: number;
  unit: 'words' | 'characters';
  maxTokens: number;
}

/** Words for the heart of it and the advice, around the cards. */
const FRAME_WORDS = 80;

/** Fewer words per card as the spread grows, so ten cards stay readable. */
function wordsPerCard(cards: number): number {
  if (cards <= 1) return 120;
  if (cards <= 3) return 90;
  if (cards <= 5) return 75;
  return 55;
}

/** Chinese characters per English word of the same content, roughly. */
const ZH_CHARS_PER_WORD = 2;

/**
 * Tokens per word (per character for Chinese) of current OpenAI tokenizers, rounded up: Cyrillic and
 * German compounds cost more than English.
 */
const TOKENS_PER_UNIT: Record<Locale, number> = { en: 1.4, es: 1.6, de: 1.8, ru: 2.4, zh: 1.3 };

/** Room for the model to end its last sentence past the target. */
const HEADROOM = 1.3;

export function lengthBudget(locale: Locale, cards: number): LengthBudget {
  const perCardWords = wordsPerCard(cards);
  const words = FRAME_WORDS + perCardWords * Math.max(1, cards);
  const scale = locale === 'zh' ? ZH_CHARS_PER_WORD : 1;
  const total = words * scale;
  const most = Math.round(total * 1.2);
  return {
    total,
    perCard: perCardWords * scale,
    most,
    unit: locale === 'zh' ? 'characters' : 'words',
    maxTokens: Math.ceil(most * TOKENS_PER_UNIT[locale] * HEADROOM),
  };
}
