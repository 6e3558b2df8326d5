/**
 * The language a question is written in, told from its script and its commonest words, so a Russian
 * question asked in the English app is still understood (issue 18 §5). When unsure, the app's own.
 */
import type { Locale } from '../locales.js';
import { normalizeText } from './normalize.js';

/** Short words that are frequent in one Latin-script language and rare in the other two. */
const COMMON: Record<'en' | 'de' | 'es', Set<string>> = {
  en: new Set(
    'the is are will would should my me i you he she his her it what how why when where which who does do did can could am not with and to of in for this that be have has get'.split(
      ' ',
    ),
  ),
  de: new Set(
    'ich ist sind wird werde soll sollte mein meine meinen mir mich du er sie es was wie warum wann wo wer nicht mit und zu von im fur das der die den dem ein eine einen kann habe hat bin auch noch'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las es son sera mi mis me yo tu el ella que como por cuando donde quien no con y de en para este esta eso un una puedo tengo tiene soy estoy debo deberia va voy se lo le'.split(
      ' ',
    ),
  ),
};

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
  for (const word of words) for (const lang of ['en', 'de', 'es'] as const) if (COMMON[lang].has(word)) score[lang] += 1;
  if (MARKS.de.test(question)) score.de += 2;
  if (MARKS.es.test(question)) score.es += 2;
  const ranked = (Object.entries(score) as ['en' | 'de' | 'es', number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return fallback;
  // A tie goes to the app's language when it is one of the tied; else the question stays unread as foreign.
  if (second && second[1] === best[1]) return fallback === best[0] || fallback === second[0] ? fallback : best[0];
  return best[0];
}
