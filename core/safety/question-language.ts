/**
 * The language a question is written in, told from its script and its commonest words, so a Russian
 * question asked in the English app is still understood (issue 18 §5). When unsure, the app's own.
 */
import type { Locale } from '../locales.js';
import { normalizeText } from './normalize.js';
import { readPhraseLists } from './phrases.js';

const LATIN = ['en', 'de', 'es'] as const;
type Latin = (typeof LATIN)[number];

let common: Record<Latin, Set<string>> | undefined;

/** Short words frequent in one Latin-script language and rare in the other two (`common_words`). */
function commonWords(): Record<Latin, Set<string>> {
  common ??= Object.fromEntries(
    LATIN.map((l) => [l, new Set(readPhraseLists(l).common_words.map(normalizeText))]),
  ) as Record<Latin, Set<string>>;
  return common;
}

const MARKS: Record<'de' | 'es', RegExp> = { de: /[äöüß]/i, es: /[ñ¿¡áéíóú]/i };

export function questionLanguage(question: string, fallback: Locale): Locale {
  const han = (question.match(/\p{Script=Han}/gu) ?? []).length;
  const cyrillic = (question.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const latin = (question.match(/\p{Script=Latin}/gu) ?? []).length;
  if (han > 0 && han >= latin / 4 && han >= cyrillic) return 'zh';
  if (cyrillic > latin) return 'ru';
  if (latin === 0) return fallback;
  const words = normalizeText(question).split(' ');
  const score = { en: 0, de: 0, es: 0 };
  const known = commonWords();
  for (const word of words) for (const lang of LATIN) if (known[lang].has(word)) score[lang] += 1;
  if (MARKS.de.test(question)) score.de += 2;
  if (MARKS.es.test(question)) score.es += 2;
  const ranked = (Object.entries(score) as [Latin, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return fallback;
  // A tie goes to the app's language when it is one of the tied; else the question stays unread as foreign.
  if (second && second[1] === best[1])
    return fallback === best[0] || fallback === second[0] ? fallback : best[0];
  return best[0];
}
