/**
 * A spread chosen for another topic than the question's (blind review 6, ADR 0083's third pass): a
 * Relationship spread asked about a boss, a Career spread asked about a brother. Its positions are named
 * for the question's subject ("“Your partner”, which here stands for your boss"), and the answer says once
 * how the spread is read. Whom the question is about is found by word stems in each language; the names
 * are whole authored phrases in the nominative (locales/<lang>/oracle.json `names`), never inflected.
 */
import type { Locale } from '../../locales.js';
import type { Topic } from '../question-topic.js';
import type { Subject } from '../topic-line.js';
import type { Phrasebook } from './phrasebook.js';

/** The topic a spread's positions are written for; spreads not listed are for any question. */
const SPREAD_TOPIC: Record<string, 'love' | 'work'> = {
  relationship: 'love',
  'two-people': 'love',
  career: 'work',
};

export type Who =
  | 'boss'
  | 'colleague'
  | 'brother'
  | 'sister'
  | 'mother'
  | 'father'
  | 'daughter'
  | 'son'
  | 'friend'
  | 'family'
  | 'love'
  | 'work'
  | 'money'
  | 'health'
  | 'pet'
  | 'move'
  | 'growth'
  | 'loss';

/** The people a question can name, by stems at a word's start; the first match wins. */
const PEOPLE: Record<Locale, [Who, RegExp][]> = {
  en: [
    ['boss', /(?<!\p{L})(boss|manager|supervisor)/iu],
    ['colleague', /(?<!\p{L})(colleague|co-?worker)/iu],
    ['brother', /(?<!\p{L})brother/iu],
    ['sister', /(?<!\p{L})sister/iu],
    ['mother', /(?<!\p{L})(mother|mom|mum)(?!\p{L})/iu],
    ['father', /(?<!\p{L})(father|dad)(?!\p{L})/iu],
    ['daughter', /(?<!\p{L})daughter/iu],
    ['son', /(?<!\p{L})son(?!\p{L})/iu],
    ['friend', /(?<!\p{L})friend/iu],
  ],
  ru: [
    ['boss', /(?<!\p{L})(начальни|руководител|шеф|босс)/iu],
    ['colleague', /(?<!\p{L})коллег/iu],
    ['brother', /(?<!\p{L})брат/iu],
    ['sister', /(?<!\p{L})сестр/iu],
    ['mother', /(?<!\p{L})(мам|мат(ь|ери))/iu],
    ['father', /(?<!\p{L})(пап|отц|отец)/iu],
    ['daughter', /(?<!\p{L})доч/iu],
    ['son', /(?<!\p{L})сын/iu],
    ['friend', /(?<!\p{L})(друг(а|у|ом|е)?(?!\p{L})|подруг)/iu],
  ],
  de: [
    ['boss', /(?<!\p{L})(chef|vorgesetzt)/iu],
    ['colleague', /(?<!\p{L})kolleg/iu],
    ['brother', /(?<!\p{L})bruder/iu],
    ['sister', /(?<!\p{L})schwester/iu],
    ['mother', /(?<!\p{L})(mutter|mama)/iu],
    ['father', /(?<!\p{L})(vater|papa)/iu],
    ['daughter', /(?<!\p{L})tochter/iu],
    ['son', /(?<!\p{L})sohn/iu],
    ['friend', /(?<!\p{L})(freundin|freund)(?!\p{L})/iu],
  ],
  es: [
    ['boss', /(?<!\p{L})(jef[ae]|supervisor)/iu],
    ['colleague', /(?<!\p{L})(coleg|compañer[oa]s? de trabajo)/iu],
    ['brother', /(?<!\p{L})hermano/iu],
    ['sister', /(?<!\p{L})hermana/iu],
    ['mother', /(?<!\p{L})(madre|mamá)/iu],
    ['father', /(?<!\p{L})(padre|papá)(?!s)/iu],
    ['daughter', /(?<!\p{L})hija/iu],
    ['son', /(?<!\p{L})hijo(?!s)/iu],
    ['friend', /(?<!\p{L})amig[oa]/iu],
  ],
  zh: [
    ['boss', /老板|上司|领导|经理/],
    ['colleague', /同事/],
    ['brother', /哥哥|弟弟|兄弟/],
    ['sister', /姐姐|妹妹|姐妹/],
    ['mother', /妈妈|母亲|妈/],
    ['father', /爸爸|父亲|爸/],
    ['daughter', /女儿/],
    ['son', /儿子/],
    ['friend', /朋友/],
  ],
};

/** Whom or what the question is about: a person it names, or else its topic. */
export function whoOf(question: string | null, locale: Locale, subject: Subject): Who {
  for (const [who, pattern] of PEOPLE[locale]) if (pattern.test(question ?? '')) return who;
  if (subject.topic === 'health' && subject.animal) return 'pet';
  return subject.topic === 'general' ? 'growth' : subject.topic;
}

const FINER_TOPIC: Record<string, Topic> = {
  boss: 'work',
  raise: 'work',
  business: 'work',
  change: 'work',
  jobhunt: 'work',
  sibling: 'family',
};

/** The spread's own topic differs from the question's: its positions are renamed for the question. */
export function misfit(spreadId: string, subject: Subject): 'love' | 'work' | null {
  const topic = SPREAD_TOPIC[spreadId];
  // A boss, a raise, a job hunt or an own business is work, and a sibling family, whatever words the
  // topic missed. A friend or a child is read on a spread for two people as it stands.
  const asked = FINER_TOPIC[subject.finer ?? ''] ?? subject.topic;
  if (!topic || asked === 'general' || asked === topic) return null;
  // Two people and what lies between them fit a friend or a child as written (blind review 17: «对方的牌
  // 就是你身边亲近的人» turned one friend into "the people close to you").
  if (spreadId === 'two-people' && (subject.finer === 'friend' || subject.finer === 'child')) return null;
  return topic;
}

/** How a misfit position is named: its frame key and the nominative phrase that renames it. */
export interface Renamed {
  who: string;
  between: string;
}

export const renamed = (book: Phrasebook, who: Who): Renamed => ({
  who: book.name(`who_${who}`),
  between: book.name(`between_${who}`),
});

/**
 * The sentence that says how a career spread is read for something other than a job. A spread for a
 * couple says whom its places stand for in their own blocks (card-paragraph.ts), not here as well.
 */
export function misfitNote(book: Phrasebook, names: Renamed): string {
  return book.line('misfit_work_spread', { who: names.who });
}
