/**
 * The safety phrases of every language (locales/<lang>/safety/phrases.json), compiled once into one
 * pattern per category. A phrase is a few words in order; `word*` matches the word's stem with any
 * ending, and a lone `~` lets up to three other words (eight characters in Chinese) stand between.
 * Chinese phrases match anywhere; others start and end on a word boundary (ADR 0036).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../locales.js';
import { LOCALES_DIR } from '../paths.js';
import { HAN, normalizeText } from './normalize.js';

export const PHRASE_CATEGORIES = [
  'crisis',
  'violence',
  'child_abuse',
  'medical',
  'insult',
  'nonsense',
  'third_party',
  'safe_idioms',
] as const;
export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number];

/** The phrases of each category, and the language's commonest short words (question-language.ts). */
export type PhraseLists = Record<PhraseCategory | 'common_words', string[]>;

export function readPhraseLists(locale: Locale): PhraseLists {
  const file = path.join(LOCALES_DIR, locale, 'safety', 'phrases.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PhraseLists>;
  return Object.fromEntries(
    [...PHRASE_CATEGORIES, 'common_words'].map((c) => [c, data[c as PhraseCategory] ?? []]),
  ) as PhraseLists;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One phrase as a regular expression source over normalized text. */
export function phraseSource(phrase: string): string {
  const words = normalizeText(phrase).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const han = HAN.test(phrase);
  const parts = words.map((word) => {
    if (word === '~') return han ? '.{0,8}?' : '(?:\\S+ ){0,3}';
    const stem = word.endsWith('*');
    const body = escapeRegExp(stem ? word.slice(0, -1) : word);
    return stem && !han ? `${body}\\S*` : body;
  });
  // "~" already carries its trailing space; other words are joined by one (optional between Han).
  let source = '';
  for (const [i, part] of parts.entries()) {
    const previousGap = i > 0 && words[i - 1] === '~';
    if (i > 0 && !previousGap) source += han ? ' ?' : ' ';
    source += part;
  }
  return han ? source : `(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`;
}

function compile(phrases: string[]): RegExp | null {
  const sources = phrases.map(phraseSource).filter(Boolean);
  return sources.length > 0 ? new RegExp(sources.join('|'), 'gu') : null;
}

let compiled: Map<PhraseCategory, RegExp | null> | undefined;

/**
 * Every language's phrases together: a question is understood whatever language it is written in,
 * whichever language the app speaks.
 */
export function phrasePatterns(): Map<PhraseCategory, RegExp | null> {
  if (!compiled) {
    const lists = LOCALES.map(readPhraseLists);
    compiled = new Map(PHRASE_CATEGORIES.map((c) => [c, compile(lists.flatMap((l) => l[c]))]));
  }
  return compiled;
}
