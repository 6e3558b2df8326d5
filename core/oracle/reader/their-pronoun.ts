/**
 * An English reading about one other person says "he" or "she" where the question does ("Is he the
 * one?"), not "this person", which the card lines say so they fit anyone (blind review 28, R14: "avoids
 * saying 'she'"). A question that names both, or neither, keeps the lines as written. Other languages
 * inflect the person in their own words.
 */
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';
import { roleLine } from './role-lines.js';
import { roleOf } from './roles.js';

type Pronoun = 'he' | 'she';

const HE =
  /(?<!\p{L})(he|him|his|himself|boyfriend|husband|fiancé|brother|father|dad|son|ex-boyfriend|guy)(?!\p{L})/iu;
const SHE =
  /(?<!\p{L})(she|her|hers|herself|girlfriend|wife|fiancée|sister|mother|mom|mum|daughter|ex-girlfriend|girl)(?!\p{L})/iu;

/** The pronoun an English question gives the one other person it speaks of, or null. */
export function pronounOf(question: string | null | undefined, locale: Locale): Pronoun | null {
  if (locale !== 'en' || !question) return null;
  const [he, she] = [HE.test(question), SHE.test(question)];
  return he === she ? null : he ? 'he' : 'she';
}

const FORMS: Record<Pronoun, { subject: string; object: string; owner: string; self: string }> = {
  he: { subject: 'he', object: 'him', owner: 'his', self: 'himself' },
  she: { subject: 'she', object: 'her', owner: 'her', self: 'herself' },
};

/** Verbs that stay as they are after any subject. */
const MODAL = /^(may|might|can|could|will|would|should|must|did|had)$/;

/** Words after "this person" that make it the subject: a modal, or a verb in the third person. */
const isVerbAfter = (word: string) => MODAL.test(word) || /^[a-z]+s$/.test(word);

const IRREGULAR: Record<string, string> = { are: 'is', have: 'has', do: 'does', were: 'was' };

/** A verb after singular "they", said for "he" or "she": "they have" → "he has". */
function agreeing(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (MODAL.test(verb)) return verb;
  return /(s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

const capital = (word: string, like: string) =>
  like.charAt(0) === like.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** "This person" said as "he" or "him" by its place in the sentence, and "this person's" as "his". */
export function saidAs(text: string, pronoun: Pronoun): string {
  const forms = FORMS[pronoun];
  return text.replace(
    /(?<!\p{L})(this person)('s)?/giu,
    (found: string, said: string, owns: string | undefined, at: number) => {
      if (owns) return capital(forms.owner, said);
      const next = /^ (\p{L}+)/u.exec(text.slice(at + found.length))?.[1] ?? '';
      return capital(isVerbAfter(next) ? forms.subject : forms.object, said);
    },
  );
}

/** A line written of one other person as singular "they", said of "he" or "she" throughout. */
export function theirLine(line: string, pronoun: Pronoun): string {
  const forms = FORMS[pronoun];
  return saidAs(line, pronoun)
    .replace(/(?<!\p{L})(they)( \p{L}+)/giu, (_, they: string, verb: string) => {
      return `${capital(forms.subject, they)} ${agreeing(verb.trim())}`;
    })
    .replace(/(?<!\p{L})themselves(?!\p{L})/giu, (said: string) => capital(forms.self, said))
    .replace(/(?<!\p{L})their(?!\p{L})/giu, (said: string) => capital(forms.owner, said))
    .replace(/(?<!\p{L})theirs(?!\p{L})/giu, (said: string) =>
      capital(pronoun === 'he' ? 'his' : 'hers', said),
    )
    .replace(/(?<!\p{L})them(?!\p{L})/giu, (said: string) => capital(forms.object, said));
}

/**
 * The paragraphs with the other person said as "he" or "she" where an English question gives one: their
 * card's block and the lines written for them (card-roles.json `them`) throughout, and "this person"
 * anywhere else.
 */
export function namedPerson(
  paragraphs: string[],
  cards: OracleCard[],
  question: string | null | undefined,
  locale: Locale,
): string[] {
  const pronoun = pronounOf(question, locale);
  if (!pronoun) return paragraphs;
  const lines = cards
    .filter((card) => roleOf(card.position) === 'other')
    .map((card) => roleLine(locale, card, 'other'))
    .filter(Boolean);
  // The other person's own block (after the opening, in the cards' order) speaks of them throughout: its
  // situation lines' "they" too (the designer's review of ADR 0119: "He may seem… whatever they feel").
  const theirs = new Set(cards.flatMap((card, i) => (roleOf(card.position) === 'other' ? [i + 1] : [])));
  return paragraphs.map((p, i) =>
    theirs.has(i)
      ? theirLine(p, pronoun)
      : saidAs(
          lines.reduce((text, line) => text.replace(line, theirLine(line, pronoun)), p),
          pronoun,
        ),
  );
}
