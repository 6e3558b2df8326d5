/**
 * A trip taken alone is not read with lines about the people one travels with (ab45, P04, P08, P12: "time
 * together", "a few hours apart keep everyone in a good mood" for someone travelling on their own): a line
 * that speaks of company is said only where it also speaks of going alone ("Travelling alone, with a partner
 * or with friends…").
 */
import type { Locale } from '../../locales.js';
import type { Scenario } from '../scenarios/scenario.js';

/** The question says the trip is taken alone. */
const SOLO: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(alone|solo|by myself|on my own)(?!\p{L})/iu,
  ru: /(?<!\p{L})(в одиночку|одна|один|одной|одному|сама|сам)(?!\p{L})/iu,
  de: /(?<!\p{L})(allein|alleine|solo)(?!\p{L})/iu,
  es: /(?<!\p{L})(sol[oa]|por mi cuenta)(?!\p{L})/iu,
  zh: /一个人|独自|单独|自己去/,
};

/** A line that speaks of the people one travels with. */
const COMPANY: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(together|company|companions?|travelling with|traveling with|partner|friends|each of you|everyone|the two of you|whoever)(?!\p{L})/iu,
  ru: /вместе|компани|попутчик|спутник|вдвоём/iu,
  de: /zusammen|gemeinsam|begleitung|reisegruppe|mitreisend|zu zweit/iu,
  es: /(?<!\p{L})(juntos|juntas|compañía|compañer\p{L}*|quien te acompaña|con quién|pareja|en grupo|poned)(?!\p{L})/iu,
  zh: /同伴|旅伴|同行的人|伴侣|一起/,
};

/** A line that also speaks of going alone. */
const ALONE: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(alone|on your own|by yourself|solo)(?!\p{L})/iu,
  ru: /в одиночку|(?<!\p{L})(одна|один|одной|одному)(?!\p{L})/iu,
  de: /allein/iu,
  es: /(?<!\p{L})(sol[oa]|por tu cuenta)(?!\p{L})/iu,
  zh: /一个人|独自/,
};

/**
 * Whether a situation's line (in `locale`) can be said for this question (asked in `asked`): any line, save
 * company on a trip alone.
 */
export function companyFits(
  scenario: Scenario | null,
  question: string | null | undefined,
  asked: Locale,
  locale: Locale,
): (line: string) => boolean {
  if (scenario !== 'travel' || !question || !SOLO[asked].test(question)) return () => true;
  return (line) => !COMPANY[locale].test(line) || ALONE[locale].test(line);
}
