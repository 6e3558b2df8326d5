/**
 * One card read for its position and the question's topic: a frame that names the position and the card,
 * then the card's own line for what that position asks (role-lines.ts), what it means for the question's
 * subject (topic-line.ts), or both. The stored meaning is never pasted (ADR 0022), and no keyword is
 * slotted into a template (issue 21 §1).
 * Heavy cards on health or loss questions are framed with care.
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard } from '../oracle.js';
import { careKey } from '../question-topic.js';
import { type Subject, topicLine } from '../topic-line.js';
import { essenceLine } from './card-essence.js';
import { shownName } from './card-names.js';
import { opensDeep } from './depth-lead.js';
import {
  counsels,
  festive,
  fitsHere,
  fittedLine,
  fittingRoleLine,
  offSubject,
  parts,
  says,
} from './fitted-line.js';
import { frameTail, opener } from './openers.js';
import type { Phrasebook } from './phrasebook.js';
import { polarity } from './polarity.js';
import { namesItself, positionPhrase } from './position-phrase.js';
import { LINE_OF, roleLine, TWIN } from './role-lines.js';
import { AHEAD, BLOCKING, type Role, roleOf } from './roles.js';
import type { Renamed } from './subject-fit.js';
import { farAhead, tooNear } from './time-words.js';

const DEATH = 'major-13';

/** A card whose upright answer is "no": the deck's heavy cards (the Tower, Ten of Swords…). */
export const isHeavy = (card: OracleCard) => yesNoOf(card.cardId, false) === 'no';

/**
 * Cards whose reversal is a relief: their reversed keywords describe the hard thing easing (the Ten of
 * Swords' recovery, the Devil's breaking free). Every other reversed card shows its shadow side.
 */
const RELEASED_WHEN_REVERSED = new Set([
  'major-15',
  'major-16',
  'major-18',
  'wands-05',
  'wands-10',
  'cups-04',
  'cups-05',
  'cups-07',
  'swords-03',
  'swords-05',
  'swords-07',
  'swords-08',
  'swords-09',
  'swords-10',
  'pentacles-05',
]);

export const isReleased = (card: Pick<OracleCard, 'cardId' | 'reversed'>) =>
  card.reversed && RELEASED_WHEN_REVERSED.has(card.cardId);

/** A card read on its heavy side: leaning heavy, or reversed where its reversal is no relief. */
export const shadowed = (card: Pick<OracleCard, 'cardId' | 'reversed'>) =>
  polarity(card) < 0 || (card.reversed && !isReleased(card));

/**
 * Whether a question's cards are read with care: a loss, or a health that is a body's. A question about
 * one's emotional health is not (blind review 13, R34: it heard what "a body will do"): its heavy cards'
 * own words, worry and strain, are what it asks about.
 */
export const readWithCare = (subject: Subject) =>
  subject.topic === 'loss' || (subject.topic === 'health' && (!subject.mind || subject.tender === 'health'));

type TenderCards = Record<string, Partial<Record<'loss' | 'health' | 'mind', string>>>;

/**
 * A heavy card's own gentle reading for grief or for an illness (locales/<lang>/tender-cards.json): what
 * its image says about how this feels, and what it offers, predicting nothing (blind reviews 25 and 26:
 * "the Eight and Ten of Swords dodged with empty lines"); '' where none is written. An animal's keeps the
 * line of care for it: these speak of a person.
 */
function tenderLine(locale: Locale, card: OracleCard, place: 'loss' | 'health' | 'mind'): string {
  return namespace<TenderCards | undefined>(locale, 'tender-cards')?.[card.cardId]?.[place] ?? '';
}

/** An illness named: a health line that speaks of one is not read to someone hoping for a child. */
const ILLNESS: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(illness|ill|sick|patient)(?!\p{L})/iu,
  ru: /(?<!\p{L})(болезн|болеет|болеешь|пациент)/iu,
  de: /(?<!\p{L})(krankheit|krank|patient)/iu,
  es: /(?<!\p{L})(enfermedad|enferm|paciente)/iu,
  zh: /病|患者/u,
};

/** Whether this card is read with care: a heavy card on a question read with care. */
export const needsCare = (card: OracleCard, subject: Subject) =>
  readWithCare(subject) && isHeavy(card) && !isReleased(card);

/**
 * A heavy card ahead of someone burned out or anxious is no forecast (blind review 32: the Ten of Swords'
 * "figure on the ground under a black sky" as the outcome of a burnout reading): its own line for a worn-out
 * mind, what it names and what it offers; '' elsewhere.
 */
function mindLine(locale: Locale, card: OracleCard, subject: Subject): string {
  const ahead = AHEAD.has(roleOf(card.position)) && isHeavy(card) && !isReleased(card);
  return subject.mind && !readWithCare(subject) && ahead ? tenderLine(locale, card, 'mind') : '';
}

export interface CardParagraphOptions {
  /** What the question is about; an animal's health is the vet's to judge. */
  subject: Subject;
  hasQuestion: boolean;
  /** The answer has already read this card for the question's subject. */
  told?: boolean;
  /** The spread was laid out for another topic (subject-fit.ts): the other person is named for this one. */
  misfit?: Renamed | null;
  /** How the blocks before it in the reading open (openers.ts); this one's is added. */
  openers?: Set<string>;
  /** The answer's paragraph: a line it has said (a counsel, what to watch) is not said again. */
  said?: string;
  /** The situation's line of company for a card none of whose lines can be said (fitted-line.ts). */
  hold?: (card: OracleCard) => string;
  /** What the card's suit (a Major's family) means in the question's situation, the first time it is read. */
  element?: (card: OracleCard) => string;
  /** The situation's sentence about this card where the spread turns on it (story.ts, turnOf): said in place
   * of its suit's line. */
  situated?: string;
  /**
   * The situation's line for this card in its place, read instead of the card's own lines: in a loss two
   * people share, what the other person's card or the card between you says of it (scenario-voice.ts,
   * `shared`; blind review 33, R04: "emotionally drained, leaning on you more than is fair" for a grieving
   * brother).
   */
  instead?: string;
}

/**
 * The line that follows the frame, so the block does not open like one before it: the first line, or
 * the card's line for a twin part that fits the question's subject. No link to the card before and no
 * stock lead: the story after the cards says how they act on each other (blind review 8).
 */
function body(
  book: Phrasebook,
  card: OracleCard,
  frame: string,
  first: string,
  options: CardParagraphOptions,
) {
  const tail = frameTail(frame, [card.positionName, positionPhrase(book.locale, card), card.name]);
  // An advice position stays a counsel when it opens like a block before it (blind review 9, R35).
  // A festive card in a hard place keeps the one line chosen for it: its others celebrate.
  const own = LINE_OF[roleOf(card.position)];
  // A month far down the year reads where its card leads, and, where that would open like a month
  // before it, what the card is about (fitted-line.ts, ownLine): never "soon" (time-words.ts).
  const month = farAhead(card.position) && card.position.startsWith('month_');
  const twin = month ? 'situation' : TWIN[own];
  const others = festive(card, options.subject)
    ? []
    : own === 'advice'
      ? counsels(book, card, options.subject, options.said)
      : [
          // What is going on now, said already, is not followed by what lies beneath it ("The World sits at
          // the heart of it now. Below everything else lies…", blind A/B of 1d55f46): the card's picture first.
          own === 'situation' && !month ? essenceLine(book.locale, card) : '',
          twin ? roleLine(book.locale, card, twin) : '',
        ].filter(
          (line) =>
            line &&
            !offSubject(line, options.subject, book.locale) &&
            !tooNear(book.locale, card.position, line),
        );
  const used = options.openers ?? new Set<string>();
  // A line the opening has already said (what to watch, its first letter made small after a colon) is
  // not said again in the card's own block (design review 11, problem 2).
  const said = (line: string) => line.length > 1 && says(options.said ?? '', line);
  for (const line of [first, ...others]) {
    if (said(line)) continue;
    const start = opener(book.locale, book.join([tail, line]));
    if (!used.has(start)) {
      used.add(start);
      return line;
    }
  }
  return first;
}

/**
 * The line of a card none of whose lines fits the question and which has no suit line for it: what its
 * line for the question's part of life says is there (its first sentence, never its counsel), where that
 * fits and is not "soon" for a far month; for a hopeful card that blocks, how a good thing can stand in the
 * way; then what the card says from its picture (card-essence.ts), never a line written for another part of
 * life (blind review 26: office lines for a student); and only where no essence is written, its own line.
 */
function lastLine(book: Phrasebook, card: OracleCard, options: CardParagraphOptions): string {
  const { locale } = book;
  const role = roleOf(card.position);
  const blocks = BLOCKING.has(role);
  // A hopeful card that blocks never reads what it offers (blind review 4).
  const bright = blocks && polarity(card) > 0;
  const own = roleLine(locale, card, LINE_OF[role]);
  const topic = options.hasQuestion && !bright ? topicLine(locale, card, options.subject) : null;
  const [state = ''] = topic ? parts(topic, locale) : [];
  const fits = fitsHere(locale, card, options.subject, options.said);
  if (fits(state)) return state;
  if (bright && offSubject(own, options.subject, locale)) return book.line('bright_block');
  const essence = essenceLine(locale, card);
  return fits(essence) ? essence : own;
}

/** A spread of one card: the card is the whole reading, and is read from its picture first. */
const ALONE: ReadonlySet<Role> = new Set(['answer', 'day']);

export function cardParagraph(book: Phrasebook, card: OracleCard, options: CardParagraphOptions): string {
  const role = roleOf(card.position);
  const base = { position: positionPhrase(book.locale, card), card: shownName(book, card) };
  const sentences: string[] = [];
  const { topic, animal } = options.subject;
  const mind = mindLine(book.locale, card, options.subject);
  // A heavy card on a question of health or loss is read in its place, with a line of care instead of
  // its own words; no line announces it as "one of the deck's heavy cards" (blind review 13, R34).
  if (needsCare(card, options.subject)) {
    // Its own gentle line where one is written; else, for the other person or the bond, the card's line
    // for them, and else what its picture shows, where either is gentle enough for this place (blind A/B
    // of 1d55f46: "the brother's card is never read", only "take it as company on the way"); an animal's
    // keeps its line of care.
    const place = topic === 'loss' ? 'loss' : 'health';
    const theirs = role === 'other' || role === 'bond' ? roleLine(book.locale, card, LINE_OF[role]) : '';
    const gentle = animal
      ? ''
      : [
          options.instead ?? '',
          tenderLine(book.locale, card, place),
          theirs,
          essenceLine(book.locale, card),
        ].find(
          (line) =>
            line &&
            !offSubject(line, options.subject, book.locale) &&
            !(options.subject.hope && ILLNESS[book.locale].test(line)),
        );
    // The other person's place and the bond's say whom they stand for, as in any block (subject-fit.ts).
    const renamed = options.misfit && (role === 'other' || role === 'bond');
    sentences.push(
      book.line(renamed ? `misfit_${role}` : `frame_${role}`, { ...base, ...options.misfit }),
      // The stock line of company is not needed where the situation has its own sentence for the card.
      gentle || (options.situated ? '' : book.line(`gentle_${careKey(topic, Boolean(animal))}`)),
      options.situated ?? '',
    );
  } else if (mind) {
    // The situation's line for its suit or family still ties it to the question.
    sentences.push(
      book.line(`frame_${role}`, base),
      mind,
      options.situated || (options.element?.(card) ?? ''),
    );
  } else {
    // A reversed card in a strengths position is a strength not yet free, not "a resource to count on".
    const frame =
      role === 'strengths' && card.reversed && !isReleased(card)
        ? 'frame_strengths_reversed'
        : options.misfit && (role === 'other' || role === 'bond')
          ? `misfit_${role}`
          : namesItself(book.locale, card)
            ? 'frame_named'
            : `frame_${role}`;
    // A boss question's card already read for the workplace keeps its counsel: its position line
    // here may speak of a home (blind review 5).
    const told = options.told && options.subject.finer === 'boss' ? card.lines.advice : null;
    // Where no line fits the subject, the first of the card's other lines that does (blind review 20:
    // "disputes over family or inheritance" read for a bakery), never a counsel for what blocks; and
    // where none does, its own line for its position: a block is never its caption alone.
    const blocks = BLOCKING.has(role);
    const fitting =
      options.instead ||
      told ||
      fittedLine(book, card, role, { ...options, misfit: Boolean(options.misfit) }) ||
      (blocks ? '' : fittingRoleLine(book.locale, card, LINE_OF[role], options.subject, options.said));
    // A suit's line for the situation reads a card none of whose own lines fits it (ADR 0102: "disputes
    // over family or inheritance" for a bakery); only a card with neither reads its own line as written.
    const bridge = options.instead ? '' : options.situated || (options.element?.(card) ?? '');
    const suit = card.suit ? bridge : '';
    // A Major's bridge is no suit line: it reads lastLine (the Lovers as the obstacle of a nurse's training: "a
    // values-based career choice is at stake", not "the connection you seek"); a Minor with one reads what
    // it says from its picture before it.
    // Its essence is said only where it is not harsh in a tender place nor festive in a hard one.
    const essence = essenceLine(book.locale, card);
    const picture = offSubject(essence, options.subject, book.locale) ? '' : essence;
    // A hopeful card that blocks never reads what it offers (blind review 4), nor its picture's promise.
    const offers = blocks && polarity(card) > 0;
    const line =
      fitting || (suit ? (offers ? book.line('bright_block') : picture) : lastLine(book, card, options));
    // A line that opens on what lies beneath follows the plain frame, not one that says it too.
    const plain = frame === `frame_${role}` && opensDeep(line, book.locale);
    const framed = book.line(plain ? 'frame_plain' : frame, { ...base, ...options.misfit });
    // A card read alone says what it shows before what it means for the question.
    const lead = ALONE.has(role) && picture !== line ? picture : '';
    sentences.push(framed, lead, line ? body(book, card, framed, line, options) : '', bridge);
  }
  // Death is said not to be a life's end only where a body is in question: elsewhere the line itself
  // raised the fear (blind review 13: a bakery, a job search, a reading without a question).
  if (card.cardId === DEATH && topic === 'health' && readWithCare(options.subject))
    sentences.push(book.line('death_note'));
  return book.join(sentences);
}
