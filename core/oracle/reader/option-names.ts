/**
 * An English reading says a road named after a place or a proper name as prose ("the Lisbon path",
 * "about Lisbon or London"), not in quotation marks, which a blind rater read as mechanical (blind review
 * 28, R22). Names are bare when the question itself writes them with capitals, three words at most;
 * others ("Stay", "Move to St. Petersburg") keep their marks, which set them apart from the sentence. Other languages inflect what stands around a name, so they keep them.
 */
import type { Locale } from '../../locales.js';
import { escapeRegExp } from '../../text/escape-regexp.js';

/** Where the question writes the option as it is, capitalised and three words at most; -1 if it does not. */
function nameAt(option: string, question: string): number {
  if (!/^\p{Lu}/u.test(option) || option.split(/\s+/).length > 3) return -1;
  return question.search(new RegExp(`(?<!\\p{L})${escapeRegExp(option)}(?!\\p{L})`, 'u'));
}

/**
 * The paragraphs with the options said without quotation marks, where the question writes both as names:
 * each capitalised, and one past the question's first word, where a capital says nothing.
 */
export function bareOptions(
  paragraphs: string[],
  options: readonly string[] | null | undefined,
  question: string | null | undefined,
  locale: Locale,
): string[] {
  if (locale !== 'en' || !options?.length || !question) return paragraphs;
  const at = options.map((option) => nameAt(option, question));
  if (at.some((i) => i < 0) || !at.some((i) => i > 0)) return paragraphs;
  const quoted = new RegExp(`“(${options.map(escapeRegExp).join('|')})”`, 'gu');
  return paragraphs.map((p) => p.replace(quoted, '$1'));
}
