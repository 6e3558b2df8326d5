/**
 * One card read for its position and the question's topic: a frame that names the position and the card,
 * then the card's own line for what that position asks (role-lines.ts), what it means for the question's
 * subject (topic-line.ts), or both. The stored meaning is never pasted (ADR 0022), and no keyword is
 * slotted into a template (issue 21 §1).
 * Heavy cards on health or loss questions are framed with care.
 */
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard } from '../oracle.js';
import { careKey, SENSITIVE_TOPICS, type Topic } from '../question-topic.js';
import { type Subject, topicLine } from '../topic-line.js';
import { frameTail, opener } from './openers.js';
import type { Phrasebook } from './phrasebook.js';
import { FALLBACK_LINES, LINE_OF, roleLine } from './role-lines.js';
import { AHEAD, type Role, roleOf } from './roles.js';

const DEATH = 'major-13';

/**
 * Positions that ask only what is, or will be, there, and the advice: with a question, the card's line
 * for its subject (topic-line.ts) reads them alone, in the question's own terms. The others (an
 * obstacle, a shadow, a hope, a root, the past, the other person) keep the card's line for their part
 * only: a topic line is written for what a card offers, and read there it turns a block into a resource
 * ("seek out the friendship" in the obstacle, blind review 4).
 */
const SUBJECT_ROLES: ReadonlySet<Role> = new Set([
  'answer',
  'day',
  'present',
  'theme',
  'bond',
  'future',
  'week',
  'year',
  'month',
  'outcome',
  'aim',
  'path',
  'advice',
]);

/**
 * Cards whose upright lines celebrate (a party, an invitation, a date): on a question from a hard place
 * (question-heavy.ts) they speak of comfort instead.
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

/** Whether this card, on this topic, is read with care: a heavy card on a health or loss question. */
export const needsCare = (card: OracleCard, topic: Topic) =>
  SENSITIVE_TOPICS.has(topic) && isHeavy(card) && !isReleased(card);

/** The card's name with its orientation, as the reading shows it ("The Tower (reversed)"). */
export const shownName = (book: Phrasebook, card: OracleCard) =>
  book.line(card.reversed ? 'name_reversed' : 'name_upright', { name: card.name });

/** The card's name as it stands inside a sentence (in quotation marks in Russian and Chinese). */
export const plainName = (book: Phrasebook, name: string) => book.line('name_plain', { name });

/** How a card leans, as its paragraph reads it: hopeful (or a hard thing easing), heavy, or open. */
function polarity(card: OracleCard): number {
  if (isReleased(card)) return 1;
  const value = yesNoOf(card.cardId, card.reversed);
  return value === 'yes' ? 1 : value === 'no' ? -1 : 0;
}

/**
 * The link from the card before (blind review 5: "a list, not a story"): chosen by the two cards'
 * polarity and this card's position, said after the frame so the card stays the paragraph's subject.
 */
function link(book: Phrasebook, prev: OracleCard, card: OracleCard): string {
  const [from, to] = [polarity(prev), polarity(card)];
  const role = roleOf(card.position);
  // An obstacle is what pushes back, whatever its card; the advice answers what came before.
  const key =
    role === 'obstacle'
      ? 'link_strains'
      : role === 'advice'
        ? 'link_answer'
        : from < 0 && to > 0
          ? 'link_eases'
          : from > 0 && to < 0
            ? 'link_strains'
            : AHEAD.has(role)
              ? 'link_leads'
              : from !== 0 && from === to
                ? 'link_same'
                : 'link_on';
  return book.line(key, { prev: plainName(book, prev.name) });
}

export interface CardParagraphOptions {
  /** What the question is about; an animal's health is the vet's to judge. */
  subject: Subject;
  hasQuestion: boolean;
  /** The answer has already read this card for the question's subject. */
  told?: boolean;
  /** The card this one follows from in its spread (card-links.ts): the paragraph links to it. */
  prev?: OracleCard;
  /** How the blocks before it in the reading open (openers.ts); this one's is added. */
  openers?: Set<string>;
}

/**
 * The link and line that follow the frame, so the block does not open like one before it: the first
 * link and line, else the link's other wording, no link, or the card's line for another part.
 */
function body(
  book: Phrasebook,
  card: OracleCard,
  frame: string,
  first: string,
  options: CardParagraphOptions,
): { link: string; line: string } {
  const tail = frameTail(frame, [card.positionName, card.name]);
  const prev = options.prev;
  const links = prev ? [link(book, prev, card), link(book, prev, card), ''] : [''];
  const lead = roleOf(card.position) === 'aim' ? book.line('lead_aim') : '';
  const lines = [first, ...FALLBACK_LINES.map((line) => roleLine(book.locale, card, line))].filter(Boolean);
  const used = options.openers ?? new Set<string>();
  for (const line of lines)
    for (const l of links) {
      const start = opener(book.locale, book.join([tail, lead, l, line]));
      if (!used.has(start)) {
        used.add(start);
        return { link: book.join([lead, l]), line };
      }
    }
  return { link: book.join([lead, links[0] ?? '']), line: first };
}

export function cardParagraph(book: Phrasebook, card: OracleCard, options: CardParagraphOptions): string {
  const role = roleOf(card.position);
  const base = { position: card.positionName, card: shownName(book, card) };
  const sentences: string[] = [];
  const { topic, animal } = options.subject;
  if (needsCare(card, topic)) {
    sentences.push(book.line('gentle_frame', base), book.line(`gentle_${careKey(topic, Boolean(animal))}`));
  } else if (options.subject.heavy && !card.reversed && FESTIVE.has(card.cardId)) {
    sentences.push(book.line(`frame_${role}`, base), book.line('gentle_light'));
  } else {
    const subject =
      options.hasQuestion && !options.told && SUBJECT_ROLES.has(role)
        ? topicLine(book.locale, card, options.subject)
        : null;
    // A reversed card in a strengths position is a strength not yet free, not "a resource to count on".
    const frame =
      role === 'strengths' && card.reversed && !isReleased(card)
        ? 'frame_strengths_reversed'
        : `frame_${role}`;
    // A boss question's card already read for the workplace keeps its counsel: its position line
    // here may speak of a home (blind review 5).
    const told = options.told && options.subject.finer === 'boss' ? card.lines.advice : null;
    const framed = book.line(frame, base);
    const line = subject ?? told ?? roleLine(book.locale, card, LINE_OF[role]);
    const next = body(book, card, framed, line, options);
    sentences.push(framed, next.link, next.line);
  }
  if (card.cardId === DEATH) sentences.push(book.line('death_note'));
  return book.join(sentences);
}
