/**
 * One card read for its position and the question's topic: a frame that says what the position asks,
 * two of the card's keywords, what a reversal holds back, and what it means for the topic. The stored
 * meaning is never pasted (ADR 0022). Heavy cards on health or loss questions are framed with care.
 */
import { randomInt } from 'node:crypto';
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard } from '../oracle.js';
import { SENSITIVE_TOPICS, type Topic, topicLine } from '../question-topic.js';
import type { Phrasebook } from './phrasebook.js';
import { AHEAD, roleOf } from './roles.js';

const DEATH = 'major-13';

/** Keywords in a random order, so the same card does not always lead with the same two. */
function shuffled(words: string[], random: (n: number) => number): string[] {
  const out = [...words];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

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

export const isReleased = (card: OracleCard) => card.reversed && RELEASED_WHEN_REVERSED.has(card.cardId);

/** A reversed card showing its shadow: its keywords are the warning, the upright ones the way back. */
export const isShadow = (card: OracleCard) => card.reversed && !RELEASED_WHEN_REVERSED.has(card.cardId);

/** Roles that expect something to lean on; a shadow or a heavy card there needs its own framing. */
const SUPPORT_ROLES = new Set(['advice', 'strengths', 'aim']);

/**
 * The frame's phrase key: advice, strengths and aim read a shadow card as a warning and a heavy card
 * as something to face; the obstacle reads a bright card as too much of a good thing.
 */
function frameKey(card: OracleCard, role: string): string {
  if (SUPPORT_ROLES.has(role)) {
    if (isShadow(card)) return `frame_${role}_shadow`;
    if (!card.reversed && isHeavy(card)) return `frame_${role}_heavy`;
  }
  if (role === 'obstacle' && !isShadow(card) && yesNoOf(card.cardId, card.reversed) === 'yes')
    return 'frame_obstacle_bright';
  return `frame_${role}`;
}

export const isCourt = (card: OracleCard) => card.arcana === 'minor' && card.number >= 11;

/** Whether this card, on this topic, is read with care: a heavy card on a health or loss question. */
export const needsCare = (card: OracleCard, topic: Topic) =>
  SENSITIVE_TOPICS.has(topic) && isHeavy(card) && !isReleased(card);

/** The keywords the reading may say aloud: a heavy card on health or loss is "a hard time", not "rock bottom". */
export const spokenKeywords = (book: Phrasebook, card: OracleCard, topic: Topic) =>
  needsCare(card, topic) ? [book.name('hard_time')] : card.keywords;

/** The card's name with its orientation, as the reading shows it ("The Tower (reversed)"). */
export const shownName = (book: Phrasebook, card: OracleCard) =>
  book.line(card.reversed ? 'name_reversed' : 'name_upright', { name: card.name });

/** The card's name as it stands inside a sentence (in quotation marks in Russian and Chinese). */
export const plainName = (book: Phrasebook, name: string) => book.line('name_plain', { name });

export interface CardParagraphOptions {
  topic: Topic;
  hasQuestion: boolean;
  /** Cards in the spread: a lone card carries its own court note, larger spreads say it once for all. */
  spreadSize: number;
  random?: (n: number) => number;
}

export function cardParagraph(book: Phrasebook, card: OracleCard, options: CardParagraphOptions): string {
  const random = options.random ?? randomInt;
  const role = roleOf(card.position);
  const [kw1 = '', kw2 = kw1, kw3 = kw1] = shuffled(spokenKeywords(book, card, options.topic), random);
  const other = shuffled(card.otherKeywords, random)[0] ?? '';
  const base = { position: card.positionName, card: shownName(book, card) };
  const sentences: string[] = [];
  if (needsCare(card, options.topic)) {
    sentences.push(book.line('gentle_frame', base), book.line(`gentle_${options.topic}`, { kw: kw1 }));
  } else {
    const key = frameKey(card, role);
    sentences.push(book.line(key, { ...base, kw1, kw2, other }));
    // A shadow frame already names what the reversal holds back.
    if (card.reversed && other && !key.endsWith('_shadow'))
      sentences.push(book.line(isReleased(card) ? 'reversed_note_release' : 'reversed_note', { other }));
    // The card's own line for love, work and money, or health where it has one; a phrase otherwise.
    const own = options.hasQuestion ? topicLine(card, options.topic) : null;
    sentences.push(
      own ?? book.line(options.hasQuestion ? `topic_${options.topic}` : 'topic_none', { kw: kw3 }),
    );
  }
  if (card.cardId === DEATH) sentences.push(book.line('death_note'));
  if (card.arcana === 'major' && AHEAD.has(role))
    sentences.push(book.line('major_turning', { card: plainName(book, card.name) }));
  if (isCourt(card) && options.spreadSize < 3)
    sentences.push(book.line('court_note', { card: plainName(book, card.name) }));
  return book.join(sentences);
}
