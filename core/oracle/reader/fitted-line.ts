/**
 * Which written line reads a card in its position, for the question asked (blind review 6): the topic
 * lines (topic-line.ts, "what it shows there. One step to take.") are read whole where a position asks
 * what is or will be there, and in parts where a part fits: the state where a heavy card blocks or a
 * hopeful card is a strength, the counsel for a sibling's advice, the state for the other person of a
 * spread laid out for another topic. A line whose subject contradicts the question's (a romance line in a
 * question about a boss, a career line about a brother, a party or a class in a hard time) is never read:
 * the card's other lines stand in, or, in a hard time, a plain line of comfort.
 */
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';
import { type Subject, topicLine } from '../topic-line.js';
import { essenceLine } from './card-essence.js';
import { isHarsh } from './harsh-lines.js';
import { offDomain } from './line-domains.js';
import type { Phrasebook } from './phrasebook.js';
import { polarity } from './polarity.js';
import { FALLBACK_LINES, LINE_OF, type RoleLine, roleLine, TWIN, withoutCourse } from './role-lines.js';
import { BLOCKING, type Role } from './roles.js';
import { SUBJECT_WORDS } from './subject-words.js';
import { NEAR_TIME, tooNear } from './time-words.js';

/**
 * Positions that ask only what is, or will be, there, and the advice: with a question, the card's line
 * for its subject reads them whole. Elsewhere a whole topic line, written for what a card offers, turned
 * a block into a resource ("seek out the friendship" in the obstacle, blind review 4). A road and a bond
 * read the card's own line written for that place (ADR 0103): a topic line there told of a move already
 * under way, or of the asker's past love. A week or a month keeps its line for the question's subject (an
 * A/B rating of 6e02901: weeks read "about life in general" for a question about work).
 */
export const SUBJECT_ROLES: ReadonlySet<Role> = new Set([
  'answer',
  'day',
  'present',
  'theme',
  'future',
  'week',
  'year',
  'month',
  'outcome',
  'aim',
  'advice',
]);

/** A topic line's two sentences: what the card shows there, and the step to take. */
export function parts(line: string, locale: Locale): [string, string] {
  const match = locale === 'zh' ? /^(.+?[。！？])(.+)$/u.exec(line) : /^(.+?[.!?])\s+(\p{Lu}.*)$/u.exec(line);
  return match ? [match[1] ?? line, match[2] ?? line] : [line, line];
}

/**
 * Whether a line speaks of something the question is not about, of good times in a hard one, or
 * harshly to someone in a tender place (harsh-lines.ts).
 */
export function offSubject(line: string, subject: Subject, locale: Locale): boolean {
  const words = SUBJECT_WORDS[locale];
  const { topic } = subject;
  if (subject.heavy && words.festive.test(line)) return true;
  if (subject.tender && isHarsh(line, subject.tender, locale)) return true;
  // A card's line tagged for another part of life (line-domains.ts), whatever words it uses.
  if (offDomain(line, subject, locale)) return true;
  // Someone worn out or anxious who names no one is not read by a line about "the two of you" (blind review 33,
  // set 2, R40: „die Brücke zwischen euch“ in a burnout reading).
  const people = topic === 'love' || topic === 'family';
  if (subject.mind && !people && (words.couple.test(line) || words.twoOfYou.test(line))) return true;
  if (topic === 'general') return false;
  if (topic !== 'love' && words.romance.test(line)) return true;
  // A couple's future is not read by a line of flirting (blind review 16: "Ein Flirt bleibt unverbindlich"
  // for "Wird meine Beziehung mit Jonas halten?").
  if (subject.couple && words.courting.test(line)) return true;
  if (!people && words.couple.test(line)) return true;
  // A job or a business is not read by a line about a family or a party (blind review 20: "disputes over
  // family or inheritance" for a bakery), an own business by one about an employer ("the Chariot can win
  // the job, the promotion or the exam"), and nothing but an exam by one about an exam.
  if (topic === 'work' && words.kin.test(line)) return true;
  if ((subject.finer === 'business' || subject.finer === 'change') && words.employer.test(line)) return true;
  if (subject.finer !== 'exam' && topic !== 'growth' && words.exam.test(line)) return true;
  // A heart, a family, a body or a loss is not read by a line about a job or about money.
  const personal = topic === 'love' || topic === 'family' || topic === 'health' || topic === 'loss';
  if (personal && words.money.test(line)) return true;
  return personal && subject.finer !== 'boss' && words.work.test(line);
}

/**
 * Cards whose upright lines celebrate (a party, a reunion, a date), in words no pattern lists ("a
 * reason to gather; say yes to it"): on a question from a hard place they are read by what lies
 * beneath them, never by their festive lines (blind review 13: "not a call to celebrate" was stock).
 */
const FESTIVE = new Set([
  'major-00',
  'major-19',
  'major-21',
  'wands-04',
  'wands-06',
  'cups-02',
  'cups-03',
  'cups-09',
  'cups-10',
  'cups-12',
]);

export const festive = (card: Pick<OracleCard, 'cardId' | 'reversed'>, subject: Subject) =>
  Boolean(subject.heavy) && !card.reversed && FESTIVE.has(card.cardId);

/**
 * Whether a text already says a line, also where it was set after a colon with its first letter made
 * small ("What keeps this going lies deeper: an earlier ending…").
 */
export const says = (text: string, line: string) => text.includes(line) || text.includes(line.slice(1));

/**
 * Whether a line can be said for this card here: not said already, not off the question's subject, and,
 * for a month far down the year or a single week, not "soon" (time-words.ts).
 */
export const fitsHere =
  (locale: Locale, card: { position?: string }, subject: Subject, said = '') =>
  (line: string): boolean =>
    Boolean(line) &&
    !says(said, line) &&
    !offSubject(line, subject, locale) &&
    (card.position === undefined || !tooNear(locale, card.position, line));

/** Lines a card is read by in the answer when its own is off the question's subject. */
const STAND_INS: readonly RoleLine[] = [...FALLBACK_LINES, 'advice', 'foundation'];

/**
 * A place that looks back or at a person is never read by a line for what comes or for what to do (a
 * diff review of 76a0e92: "What came before shows as the Ten of Cups. In the coming weeks, a gathering…").
 */
const STANDS_FOR: Partial<Record<RoleLine, readonly RoleLine[]>> = {
  past: ['foundation', 'situation'],
  foundation: ['past', 'situation'],
  self: ['situation'],
  other: ['situation'],
  bond: ['situation'],
  strength: ['self'],
  period: ['situation'],
  hopes: ['situation'],
};

/**
 * The card's line for a role family, or where it is off the question's subject (a party in a hard time,
 * a harsh line in a tender place), the first of its other lines that is not; '' when none fits.
 */
export function fittingRoleLine(
  locale: Locale,
  card: Pick<OracleCard, 'cardId' | 'reversed'> & { position?: string },
  line: RoleLine,
  subject: Subject,
  /** What the reading has already said: a line in it is not said again. */
  told = '',
): string {
  const fits = fitsHere(locale, card, subject, told);
  return (
    [line, ...(STANDS_FOR[line] ?? STAND_INS)].map((each) => roleLine(locale, card, each)).find(fits) ?? ''
  );
}

export interface FitOptions {
  subject: Subject;
  hasQuestion: boolean;
  /** The answer has already read this card for the question's subject. */
  told?: boolean;
  /** The spread was laid out for another topic (subject-fit.ts): its other person is read for this one. */
  misfit?: boolean;
  /** The answer's paragraph: a line it has said is not said again. */
  said?: string;
  /** The situation's line of company (scenario-voice.ts), '' where it has none left. */
  hold?: (card: OracleCard) => string;
}

/** The card's line for the question's subject, or, for a sibling, the family line it is read in parts from. */
function subjectLineOf(locale: Locale, card: OracleCard, subject: Subject): string | null {
  if (subject.finer === 'sibling' && !subject.heavy)
    return topicLine(locale, card, { ...subject, finer: null });
  return topicLine(locale, card, subject);
}

/**
 * The line the answer reads its card by: the card's line for the subject, or for a sibling the family
 * line's counsel (its state is the card's paragraph); null where none fits the question.
 */
export function answerLine(locale: Locale, card: OracleCard, subject: Subject): string | null {
  const line = subjectLineOf(locale, card, subject);
  if (!line) return null;
  const said = subject.finer === 'sibling' ? parts(line, locale)[1] : line;
  return offSubject(said, subject, locale) ? null : said;
}

/**
 * The card's counsels for the question that the answer has not said (blind review 9, R35): the deck's
 * advice, the advice-role line, the step of its subject line. An advice position whose step the answer
 * quoted reads the next of these, never a description of the trouble.
 */
export function counsels(book: Phrasebook, card: OracleCard, subject: Subject, said = ''): string[] {
  const topic = subjectLineOf(book.locale, card, subject);
  const step = topic ? parts(topic, book.locale)[1] : '';
  return [card.lines.advice, roleLine(book.locale, card, 'advice'), step].filter(
    (line) =>
      line && !/[?？]$/.test(line.trim()) && !offSubject(line, subject, book.locale) && !says(said, line),
  );
}

/**
 * The card's own line for its role. A month far down the year, or a single week of the month, whose line
 * for what comes says "soon" or "in the coming weeks" is read otherwise: a month by where its card leads
 * (its outcome line, which looks ahead: blind review 23 read "a painful chapter has reached its end" for
 * a month a year away as the past), else by what it is about, and where the outcome line would open like
 * a month before it, by what it is about (card-paragraph.ts); a week by what its card is about.
 */
function ownLine(locale: Locale, card: OracleCard, role: Role): string {
  const line = roleLine(locale, card, LINE_OF[role]);
  if (!tooNear(locale, card.position, line)) return line;
  const order = card.position.startsWith('month_')
    ? (['outcome', 'situation'] as const)
    : (['situation', 'outcome'] as const);
  const far = order
    .map((each) => roleLine(locale, card, each))
    .find((each) => each && !NEAR_TIME[locale].test(each));
  // A month is read without the outcome's stock "if nothing changes" (role-lines.ts, withoutCourse).
  return far ? withoutCourse(locale, far) : line;
}

/** The line that reads this card in this role for the question, never one off its subject. */
export function fittedLine(book: Phrasebook, card: OracleCard, role: Role, options: FitOptions): string {
  const { locale } = book;
  const { subject } = options;
  // A month far down the year or a single week hears no "soon" from any line (ownLine).
  const fits = fitsHere(locale, card, subject, options.said);
  if (options.told && LINE_OF[role] === 'advice') {
    const [counsel] = counsels(book, card, subject, options.said);
    if (counsel) return counsel;
  }
  const sibling = subject.finer === 'sibling';
  // A card the answer has read for the subject keeps its own line here; a sibling's keeps the state.
  const topic =
    options.hasQuestion && (!options.told || sibling) ? subjectLineOf(locale, card, subject) : null;
  const [state, step] = topic ? parts(topic, locale) : ['', ''];
  const lean = polarity(card);
  const own = ownLine(locale, card, role);
  let chosen = own;
  if (festive(card, subject)) chosen = '';
  else if (topic && options.told) chosen = state;
  else if (topic && SUBJECT_ROLES.has(role)) chosen = sibling ? (role === 'advice' ? step : state) : topic;
  else if (topic && BLOCKING.has(role) && lean < 0) chosen = state;
  else if (topic && (role === 'self' || role === 'strengths') && lean > 0 && !card.reversed) chosen = state;
  else if (topic && (role === 'other' || role === 'surroundings') && options.misfit) chosen = state;
  if (fits(chosen)) return chosen;
  // In a hard time a plain line of comfort stands in before any counsel to do something.
  // What blocks is read by what is feared, never by counsel or, for a hopeful card, by its offer.
  const blocks = BLOCKING.has(role);
  // A card whose own line is harsh, festive or off the subject there is read by its line for a twin
  // place (where it leads for what comes next), never by a line for another place: an outcome's "neither
  // alive nor over" read as the advice in a grief reading (blind review 13), the deck's counsel read as
  // the past (a newcomer's review of 0b24dc7). A festive card may fall back on what lies beneath it; any
  // other card on the plain line of company below.
  const twin = TWIN[LINE_OF[role]];
  // A festive card's twin celebrates too ("cause for gathering, relief and shared joy" in a reading for
  // a grieving friend, blind review 18): it reads only what lies beneath it.
  // What is going on now, said already, is read by the card's picture before what lies beneath it ("The
  // World sits at the heart of it now. Below everything else lies…", blind A/B of 1d55f46).
  const picture = essenceLine(locale, card);
  const now = LINE_OF[role] === 'situation' && !festive(card, subject) ? picture : '';
  const beside = festive(card, subject)
    ? [roleLine(locale, card, 'foundation')]
    : [now, twin ? roleLine(locale, card, twin) : ''];
  const others = subject.heavy
    ? blocks
      ? [roleLine(locale, card, 'hopes')]
      : beside
    : blocks
      ? [lean < 0 ? state : '', roleLine(locale, card, 'hopes')]
      : [state, own, ...beside];
  const stand = others.find(fits);
  // The last resort: what the card's picture shows, where it is gentle enough for this place (blind A/B
  // of 1d55f46: "the brother's card is never read", only "take it as company"); then a line of company,
  // the situation's own (blind review 16: a grieving client needs something about the brother, not "go
  // gently with yourself"), else one that fits any card.
  if (stand !== undefined || !(subject.heavy || subject.tender)) return stand ?? '';
  if (fits(picture)) return picture;
  return options.hold?.(card) || book.line('gentle_hold');
}
