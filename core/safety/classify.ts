/**
 * The safety layer every question passes before either oracle (DESIGN §6b, ADR 0036): is it a cry for
 * help, a danger, someone else's heart, an insult or nothing at all, and what language is it in.
 * Curated phrases per language with normalization; no network and no model, so it answers the same
 * way every time and its misses can be fixed by adding a phrase.
 */
import type { Locale } from '../locales.js';
import { HAN, normalizeText } from './normalize.js';
import { type PhraseCategory, phraseMatchers } from './phrases.js';
import { questionLanguage } from './question-language.js';

/** Answered with care and helplines instead of cards: nothing is drawn or charged. */
export const SUPPORT_CATEGORIES = ['crisis', 'child_abuse', 'violence', 'medical'] as const;
/** Answered lightly, inviting a real question: nothing is drawn or charged. */
export const REFRAME_CATEGORIES = ['insult', 'nonsense'] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export type ReframeCategory = (typeof REFRAME_CATEGORIES)[number];
/** `third_party`: read for the asker's own side only, never a verdict about the other person. */
export type SafetyCategory = SupportCategory | ReframeCategory | 'third_party' | 'ordinary';

export interface Classification {
  category: SafetyCategory;
  /** The question's own language; the reading's language when there is no question. */
  language: Locale;
}

/** In order of precedence: a question that is both a crisis and an insult is a crisis. */
const ORDER: Exclude<PhraseCategory, 'safe_idioms'>[] = [
  'crisis',
  'child_abuse',
  'violence',
  'medical',
  'insult',
  'nonsense',
  'third_party',
];

/** Keyboard mashing: one long Latin word with no vowel, or nothing but signs and digits. */
function meaningless(normalized: string, raw: string): boolean {
  if (!/\p{L}/u.test(raw)) return true;
  return /^[b-df-hj-np-tv-z]{5,}$/.test(normalized);
}

export function classifyQuestion(question: string | null | undefined, locale: Locale): Classification {
  const raw = (question ?? '').trim();
  if (!raw) return { category: 'ordinary', language: locale };
  const language = questionLanguage(raw, locale);
  const matchers = phraseMatchers();
  const text = matchers.get('safe_idioms')?.remove(normalizeText(raw)) ?? normalizeText(raw);
  for (const category of ORDER) if (matchers.get(category)?.find(text)) return { category, language };
  if (meaningless(normalizeText(raw), raw) && !HAN.test(raw)) return { category: 'nonsense', language };
  return { category: 'ordinary', language };
}

export const isSupport = (c: SafetyCategory): c is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(c);
export const isReframe = (c: SafetyCategory): c is ReframeCategory =>
  (REFRAME_CATEGORIES as readonly string[]).includes(c);
