/**
 * Measures of how an offline reading reads (issue 12): how much of it is copied word for word from
 * the stored card meanings, and how many of its paragraphs repeat across a sample of readings.
 */

import { namespace } from '../../core/i18n.js';
import type { Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { aboutOf } from '../../core/oracle/reader/answer-first.js';
import { phrasebook } from '../../core/oracle/reader/phrasebook.js';
import { cardTexts, localeJson } from './locale-files.js';
import { saysTurn } from './turn-lines.js';

/**
 * A reading's prose: its paragraphs without the one fixed reminder that ends every reading ("For
 * reflection and entertainment, not medical, legal or financial advice.", ADR 0075). That line is the
 * same by design, set apart as a muted line like any label of the app, so the measures of repetition
 * leave it out, as they would a heading.
 */
export function proseOf(paragraphs: string[], locale: Locale): string[] {
  const [reminder] = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
  return paragraphs.at(-1) === reminder ? paragraphs.slice(0, -1) : paragraphs;
}

/** Words, or for Chinese single characters, lower-cased and without punctuation. */
function tokens(text: string, locale: Locale): string[] {
  const clean = text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ');
  if (locale === 'zh') return [...clean.replace(/\s+/g, '')];
  return clean.split(/\s+/).filter(Boolean);
}

/** Runs of this many tokens count as copied: five words, or eight Chinese characters. */
const RUN: Record<Locale, number> = { en: 5, ru: 5, de: 5, es: 5, zh: 8 };

const meaningRuns = new Map<Locale, Set<string>>();

/** Every run of RUN tokens in the locale's stored meanings. */
function runsOfMeanings(locale: Locale): Set<string> {
  let runs = meaningRuns.get(locale);
  if (!runs) {
    runs = new Set();
    const n = RUN[locale];
    for (const card of Object.values(cardTexts(locale)))
      for (const meaning of [card.meaning_upright, card.meaning_reversed]) {
        const t = tokens(meaning, locale);
        for (let i = 0; i + n <= t.length; i++) runs.add(t.slice(i, i + n).join(' '));
      }
    meaningRuns.set(locale, runs);
  }
  return runs;
}

/** Words that name a card as prose says it: the deck's names, their articles and the words for reversed. */
const ORIENTATION = [
  'reversed',
  'umgekehrte',
  'invertido',
  'invertida',
  'invertidos',
  'перевёрнутый',
  'перевёрнутая',
  'перевёрнутое',
  'the',
  'der',
  'die',
  'das',
  'el',
  'la',
  'los',
  'карта',
];
const nameWords = new Map<Locale, Set<string>>();
function namingWords(locale: Locale): Set<string> {
  let words = nameWords.get(locale);
  if (!words) {
    words = new Set([
      ...ORIENTATION,
      ...Object.values(cardTexts(locale)).flatMap((c) => tokens(c.name, locale)),
    ]);
    nameWords.set(locale, words);
  }
  return words;
}

/**
 * The share of the reading's tokens that lie inside a run copied from a stored meaning. A run that only
 * names a card ("el Nueve de Copas invertido", which a meaning also says) is a name, not copied text.
 */
export function verbatimShare(text: string, locale: Locale): number {
  const t = tokens(text, locale);
  const n = RUN[locale];
  const runs = runsOfMeanings(locale);
  const naming = namingWords(locale);
  const copied = new Array<boolean>(t.length).fill(false);
  for (let i = 0; i + n <= t.length; i++) {
    const run = t.slice(i, i + n);
    if (runs.has(run.join(' ')) && !run.every((word) => naming.has(word)))
      for (let k = i; k < i + n; k++) copied[k] = true;
  }
  return t.length === 0 ? 0 : copied.filter(Boolean).length / t.length;
}

/** The share of all paragraphs that already appeared, word for word, earlier in the sample. */
export function repeatedParagraphShare(readings: string[][]): number {
  const seen = new Set<string>();
  let repeated = 0;
  let total = 0;
  for (const paragraphs of readings)
    for (const paragraph of paragraphs) {
      total++;
      if (seen.has(paragraph)) repeated++;
      else seen.add(paragraph);
    }
  return total === 0 ? 0 : repeated / total;
}

/**
 * A reading's sentences: split after . ! ? and a space before a capital (so a quoted question inside a
 * sentence does not end it), or after 。！？, each with its closing quote.
 */
export function sentencesOf(paragraphs: string[]): string[] {
  return paragraphs.flatMap((p) =>
    p
      .split(/(?<=[.!?][»”“"]?)\s+(?=[\p{Lu}\p{N}«„“"¿¡(])|(?<=[。！？][”」]?)(?![”」])/u)
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
}

/** The share of sentences that hold a run of words copied from a stored meaning. */
export function copiedSentenceShare(readings: string[][], locale: Locale): number {
  const all = readings.flatMap(sentencesOf);
  return all.length === 0 ? 0 : all.filter((s) => verbatimShare(s, locale) > 0).length / all.length;
}

/** The share of sentences that already appeared, word for word, in an earlier reading of the sample. */
export function repeatedSentenceShare(readings: string[][]): number {
  const earlier = new Set<string>();
  let repeated = 0;
  let total = 0;
  for (const paragraphs of readings) {
    const own = sentencesOf(paragraphs);
    for (const sentence of own) {
      total++;
      if (earlier.has(sentence)) repeated++;
    }
    for (const sentence of own) earlier.add(sentence);
  }
  return total === 0 ? 0 : repeated / total;
}

/**
 * The question's subject as the reader names it after the opening: its first option, or what it is about
 * as the reader says it (`aboutOf`: its situation's name, else its topic's); null for no question or a
 * general one.
 */
export function subjectOf(question: string | null, locale: Locale): string | null {
  if (!question) return null;
  const shape = questionShape(question, locale);
  if (shape.options) return shape.options[0];
  return aboutOf(phrasebook(locale), shape) || null;
}

/**
 * How a reading comes back to its question's subject after the opening: `named`, it names the subject
 * (above) or tells where the cards turn in its situation's own words; `referred`, it names it or gives the concrete step written for the situation the question
 * comes from (locales/<lang>/scenarios.json), which speaks of nothing else ("do one timed practice run
 * under real conditions"); null for a question with no subject to come back to.
 */
export function refersToSubject(
  question: string | null,
  paragraphs: string[],
  locale: Locale,
): { named: boolean; referred: boolean } | null {
  const subject = subjectOf(question, locale);
  if (!subject) return null;
  const after = paragraphs.slice(1).join('\n');
  const { scenario } = questionShape(question, locale);
  // A situation's own sentence about where its cards turn names it in its own words ("before the test",
  // "with your brother": ADR 0101).
  const named = after.includes(subject) || (scenario !== null && saysTurn(after, locale, scenario));
  const steps = scenario ? (namespace<Steps>(locale, 'scenarios')[scenario]?.step ?? []) : [];
  return { named, referred: named || steps.some((step) => after.includes(step)) };
}

type Steps = Record<string, { step?: string[] }>;
