/**
 * The safety phrases of every language (locales/<lang>/safety/phrases.json), indexed once for fast
 * matching. A phrase is a few words in order; `word*` matches the word's stem with any ending, and a
 * lone `~` lets up to three other words (eight characters in Chinese) stand between; a phrase that
 * begins with `=` is the whole message or nothing ("=hi" is no question, "hi, will he call?" is one).
 * Chinese phrases
 * match anywhere in the text; others match whole words (ADR 0036). Matching walks the question's words
 * and tries only the phrases that can start at each, so thousands of phrases cost microseconds.
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

type Token = { kind: 'word' | 'stem'; value: string } | { kind: 'gap' };

const WORD_GAP = 3;
const HAN_GAP = 8;

function tokens(phrase: string): Token[] {
  const list: Token[] = normalizeText(phrase)
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      if (word === '~') return { kind: 'gap' };
      const value = word.replaceAll('*', '');
      return { kind: word.endsWith('*') ? 'stem' : 'word', value };
    });
  // A gap at either end would match anything around the phrase: it says nothing.
  while (list[0]?.kind === 'gap') list.shift();
  while (list.at(-1)?.kind === 'gap') list.pop();
  return list.filter((t) => t.kind === 'gap' || t.value !== '');
}

/** Where a word phrase matching from word `at` ends (exclusive), or -1. */
function matchWords(phrase: Token[], words: string[], t: number, at: number): number {
  if (t === phrase.length) return at;
  const token = phrase[t] as Token;
  if (token.kind === 'gap') {
    for (let skip = 0; skip <= WORD_GAP && at + skip <= words.length; skip += 1) {
      const end = matchWords(phrase, words, t + 1, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  const word = words[at];
  if (word === undefined) return -1;
  const fits = token.kind === 'stem' ? word.startsWith(token.value) : word === token.value;
  return fits ? matchWords(phrase, words, t + 1, at + 1) : -1;
}

/** Where a Chinese phrase matching from character `at` ends (exclusive), or -1. */
function matchHan(phrase: Token[], text: string, t: number, at: number): number {
  if (t === phrase.length) return at;
  const token = phrase[t] as Token;
  if (token.kind === 'gap') {
    for (let skip = 0; skip <= HAN_GAP && at + skip <= text.length; skip += 1) {
      const end = matchHan(phrase, text, t + 1, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (!text.startsWith(token.value, at)) return -1;
  const next = at + token.value.length;
  // Words of a phrase may stand with or without a space between them.
  return matchHan(phrase, text, t + 1, text[next] === ' ' && t + 1 < phrase.length ? next + 1 : next);
}

export interface Span {
  start: number;
  end: number;
}

export interface PhraseMatcher {
  /** The first match in normalized text, as a character span, or null. */
  find(text: string): Span | null;
  /** The text with every match blanked out (for idioms). */
  remove(text: string): string;
}

export function phraseMatcher(phrases: string[]): PhraseMatcher {
  const byWord = new Map<string, Token[][]>();
  const byStem = new Map<string, Token[][]>();
  const byHan = new Map<string, Token[][]>();
  const whole = new Set<string>();
  const add = (map: Map<string, Token[][]>, key: string, phrase: Token[]) => {
    const list = map.get(key);
    if (list) list.push(phrase);
    else map.set(key, [phrase]);
  };
  for (const raw of phrases) {
    if (raw.startsWith('=')) {
      whole.add(normalizeText(raw.slice(1)));
      continue;
    }
    const phrase = tokens(raw);
    const first = phrase[0];
    if (!first || first.kind === 'gap') continue;
    if (HAN.test(raw)) add(byHan, first.value.slice(0, 1), phrase);
    else if (first.kind === 'stem') add(byStem, first.value.slice(0, 2), phrase);
    else add(byWord, first.value, phrase);
  }

  function* matches(text: string): Generator<Span> {
    if (whole.has(text.trim())) yield { start: 0, end: text.length };
    if (byHan.size > 0) {
      for (let at = 0; at < text.length; at += 1) {
        for (const phrase of byHan.get(text[at] as string) ?? []) {
          const end = matchHan(phrase, text, 0, at);
          if (end >= 0) yield { start: at, end };
        }
      }
    }
    const words: string[] = [];
    const starts: number[] = [];
    for (const m of text.matchAll(/\S+/g)) {
      words.push(m[0]);
      starts.push(m.index);
    }
    const spanOf = (from: number, to: number): Span => ({
      start: starts[from] as number,
      end: (starts[to - 1] as number) + (words[to - 1] as string).length,
    });
    for (let at = 0; at < words.length; at += 1) {
      const word = words[at] as string;
      const candidates = [...(byWord.get(word) ?? []), ...(byStem.get(word.slice(0, 2)) ?? [])];
      for (const phrase of candidates) {
        const end = matchWords(phrase, words, 0, at);
        if (end > at) yield spanOf(at, end);
      }
    }
  }

  return {
    find(text) {
      for (const span of matches(text)) return span;
      return null;
    },
    remove(text) {
      let out = text;
      // Blanks of the same length keep every other span where it was.
      for (const s of matches(text))
        out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
      return out;
    },
  };
}

let compiled: Map<PhraseCategory, PhraseMatcher> | undefined;

/**
 * Every language's phrases together: a question is understood whatever language it is written in,
 * whichever language the app speaks.
 */
export function phraseMatchers(): Map<PhraseCategory, PhraseMatcher> {
  if (!compiled) {
    const lists = LOCALES.map(readPhraseLists);
    compiled = new Map(PHRASE_CATEGORIES.map((c) => [c, phraseMatcher(lists.flatMap((l) => l[c]))]));
  }
  return compiled;
}
