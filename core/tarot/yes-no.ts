/**
 * How each card answers a yes/no question, upright and reversed (ADR 0022). The value says whether
 * the card favours what is asked for; the reading turns it into a verdict with the question's polarity.
 * Reversal usually loosens a card by one step (a yes becomes a maybe, a hard no becomes a maybe as
 * the worst passes), but not always, so each card names both values rather than following a rule.
 */
import type { CardId } from './deck.js';

export type YesNo = 'yes' | 'no' | 'maybe';

/** [upright, reversed] for every card of the deck, in the Rider–Waite–Smith reading tradition. */
const VALUES: Record<CardId, readonly [YesNo, YesNo]> = {
  'major-00': ['yes', 'no'], // a leap on trust; reversed, a reckless or a missed one
  'major-01': ['yes', 'no'],
  'major-02': ['maybe', 'no'], // what is hidden has not shown itself yet
  'major-03': ['yes', 'no'],
  'major-04': ['yes', 'no'],
  'major-05': ['yes', 'maybe'],
  'major-06': ['yes', 'no'],
  'major-07': ['yes', 'no'],
  'major-08': ['maybe', 'no'], // Justice: a fair result, which depends on what was done
  'major-09': ['maybe', 'no'], // the Hermit: not yet, look inward first
  'major-10': ['yes', 'no'],
  'major-11': ['yes', 'maybe'],
  'major-12': ['maybe', 'no'],
  'major-13': ['no', 'no'], // Death: the current form ends; reversed, the ending is resisted
  'major-14': ['yes', 'maybe'],
  'major-15': ['no', 'maybe'], // reversed, the chains loosen
  'major-16': ['no', 'maybe'], // reversed, the upheaval is softened or delayed
  'major-17': ['yes', 'no'],
  'major-18': ['maybe', 'maybe'],
  'major-19': ['yes', 'yes'], // the Sun is too bright for a no, even reversed
  'major-20': ['yes', 'maybe'],
  'major-21': ['yes', 'maybe'],

  'wands-01': ['yes', 'maybe'],
  'wands-02': ['maybe', 'no'],
  'wands-03': ['yes', 'maybe'],
  'wands-04': ['yes', 'maybe'],
  'wands-05': ['no', 'maybe'],
  'wands-06': ['yes', 'no'],
  'wands-07': ['yes', 'no'],
  'wands-08': ['yes', 'maybe'],
  'wands-09': ['maybe', 'no'],
  'wands-10': ['no', 'maybe'],
  'wands-11': ['yes', 'maybe'],
  'wands-12': ['yes', 'maybe'],
  'wands-13': ['yes', 'maybe'],
  'wands-14': ['yes', 'maybe'],

  'cups-01': ['yes', 'no'],
  'cups-02': ['yes', 'no'],
  'cups-03': ['yes', 'maybe'],
  'cups-04': ['maybe', 'yes'], // reversed, the offer is finally seen
  'cups-05': ['no', 'maybe'],
  'cups-06': ['yes', 'maybe'],
  'cups-07': ['maybe', 'maybe'],
  'cups-08': ['no', 'maybe'],
  'cups-09': ['yes', 'no'],
  'cups-10': ['yes', 'no'],
  'cups-11': ['yes', 'maybe'],
  'cups-12': ['yes', 'no'],
  'cups-13': ['yes', 'maybe'],
  'cups-14': ['yes', 'maybe'],

  'swords-01': ['yes', 'no'],
  'swords-02': ['maybe', 'maybe'],
  'swords-03': ['no', 'maybe'], // reversed, the heart begins to heal
  'swords-04': ['maybe', 'maybe'],
  'swords-05': ['no', 'maybe'],
  'swords-06': ['yes', 'no'],
  'swords-07': ['no', 'maybe'],
  'swords-08': ['no', 'maybe'],
  'swords-09': ['no', 'maybe'],
  'swords-10': ['no', 'maybe'], // reversed, the worst is over
  'swords-11': ['maybe', 'no'],
  'swords-12': ['yes', 'no'],
  'swords-13': ['maybe', 'no'],
  'swords-14': ['yes', 'no'],

  'pentacles-01': ['yes', 'no'],
  'pentacles-02': ['maybe', 'no'],
  'pentacles-03': ['yes', 'maybe'],
  'pentacles-04': ['maybe', 'no'],
  'pentacles-05': ['no', 'maybe'],
  'pentacles-06': ['yes', 'no'],
  'pentacles-07': ['maybe', 'no'],
  'pentacles-08': ['yes', 'maybe'],
  'pentacles-09': ['yes', 'maybe'],
  'pentacles-10': ['yes', 'no'],
  'pentacles-11': ['yes', 'maybe'],
  'pentacles-12': ['yes', 'no'],
  'pentacles-13': ['yes', 'maybe'],
  'pentacles-14': ['yes', 'maybe'],
};

/** The card's answer in the given orientation. */
export function yesNoOf(id: CardId, reversed: boolean): YesNo {
  const values = VALUES[id];
  if (!values) throw new Error(`no yes/no value for card ${id}`);
  return values[reversed ? 1 : 0];
}
