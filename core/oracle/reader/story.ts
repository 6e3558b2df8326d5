/**
 * The cards as one story (blind review 8: "the wrap-up just recites positions"): where the matter comes
 * from, where it turns, and where it leads, told by how the cards lean. A heavy start that ends in a
 * hopeful card runs uphill; a good start that ends heavy is a warning, with the turn as the place to act;
 * Two Paths weighs its two roads by what each brings. The story names the question's subject, so the
 * reading comes back to it without a stock closing line; without a question it names none (ADR 0090).
 */
import type { OracleCard } from '../oracle.js';
import type { TurnKind } from '../scenarios/scenario-voice.js';
import { storyName } from './card-names.js';
import { isHeavy, isReleased } from './card-paragraph.js';
import type { Phrasebook } from './phrasebook.js';
import { polarity } from './polarity.js';
import { positionPhrase } from './position-phrase.js';
import { BLOCKING, isCalendar, type Role, roleOf } from './roles.js';
import { drawBook, storyKey } from './story-variant.js';

const SOURCE: Role[] = ['past', 'unseen', 'foundation', 'present', 'self', 'theme', 'year'];
const TURN: Role[] = ['obstacle', 'present', 'hidden', 'mask', 'bond'];
const DEST: Role[] = ['outcome', 'future', 'brings', 'aim', 'advice'];

const byRole = (cards: OracleCard[], roles: Role[], skip: OracleCard[]) => {
  for (const role of roles) {
    const found = cards.find((c) => roleOf(c.position) === role && !skip.includes(c));
    if (found) return found;
  }
  return undefined;
};

/** The three cards the story runs through: its source, its turn and its destination. */
export function storyCards(cards: OracleCard[]): [OracleCard, OracleCard, OracleCard] | null {
  if (cards.length < 3) return null;
  const dest = byRole(cards, DEST, []) ?? (cards.at(-1) as OracleCard);
  const source = byRole(cards, SOURCE, [dest]) ?? (cards[0] as OracleCard);
  const turn =
    byRole(cards, TURN, [dest, source]) ??
    cards.find((c) => c !== dest && c !== source && roleOf(c.position) !== 'advice') ??
    (cards.find((c) => c !== dest && c !== source) as OracleCard);
  return [source, turn, dest];
}

/**
 * The story's shape: uphill (a heavy start, a hopeful end), through a hard turn to a hopeful end,
 * carried by light cards, an end left open, downhill (a warning, with the turn as the place to act),
 * held (a hopeful turn between a heavy start and a heavy end, the strength to lean on), or hard all the way.
 */
export function storyShape(source: OracleCard, turn: OracleCard, dest: OracleCard, heavy: boolean): string {
  const [from, to] = [polarity(source), polarity(dest)];
  // A hopeful end reached past a heavy turn is a road through a hard place, not a current in your favour.
  if (to > 0) return from < 0 ? 'rising' : polarity(turn) < 0 ? 'through' : 'light';
  if (to === 0) return 'open';
  // On a question from a hard place, a heavy end is not read as a warning but kept company (ADR 0083).
  if (from > 0) return heavy ? 'heavy' : 'falling';
  // A hopeful card between a heavy start and a heavy end is not "a hard stretch": it is what carries you.
  return polarity(turn) > 0 ? 'held' : 'heavy';
}

/**
 * The story's shape as it is told: a bright card in the obstacle between two heavy ones is not "a strength
 * to lean on" (blind review 18: the Empress "as the challenge, a force you can lean on"), nor an end left
 * open: the road is hard, one step at a time.
 */
function roadShape(source: OracleCard, turn: OracleCard, dest: OracleCard, heavy: boolean): string {
  const shape = storyShape(source, turn, dest, heavy);
  return shape === 'held' && roleOf(turn.position) === 'obstacle' ? 'heavy' : shape;
}

/** Two Paths: the road whose card and outcome lean lighter, or none when they weigh the same. */
function pathsStory(
  book: Phrasebook,
  cards: OracleCard[],
  subject: string,
  side: 0 | 1 | null | undefined,
): string | null {
  const at = (position: string) => cards.find((c) => c.position === position);
  const [a, aEnd, b, bEnd] = ['path_a', 'path_a_brings', 'path_b', 'path_b_brings'].map(at);
  if (!a || !aEnd || !b || !bEnd) return null;
  const weight = (x: OracleCard, y: OracleCard) => polarity(x) + 2 * polarity(y);
  // The road the opening chose is the lighter one here too: the reading never says two things.
  const [wa, wb] =
    side === undefined
      ? [weight(a, aEnd), weight(b, bEnd)]
      : side === null
        ? [0, 0]
        : side === 0
          ? [1, 0]
          : [0, 1];
  const name = (c: OracleCard) => storyName(book, c);
  const advice = cards.find((c) => c.position === 'advice');
  if (wa === wb)
    return book.line(storyKey('paths_even', subject), {
      subject,
      a: name(a),
      a_end: name(aEnd),
      b: name(b),
      b_end: name(bEnd),
      advice: advice ? name(advice) : name(a),
    });
  const [lead, leadEnd, other, otherEnd] = wa > wb ? [a, aEnd, b, bEnd] : [b, bEnd, a, aEnd];
  return book.line(storyKey('paths_lead', subject), {
    subject,
    lead: name(lead),
    lead_end: name(leadEnd),
    other: name(other),
    other_end: name(otherEnd),
  });
}

/**
 * The Year Ahead as a calendar, not as one question's story (design review 11, problem 8): the month to
 * build on and the month that asks for patience, by how their cards lean; the year's theme when no
 * month stands out.
 */
function yearStory(book: Phrasebook, cards: OracleCard[], subject: string): string | null {
  const months = cards.filter((c) => roleOf(c.position) === 'month');
  const theme = cards.find((c) => roleOf(c.position) === 'year');
  if (months.length < 2 || !theme) return null;
  const weights = months.map(polarity);
  const [high, low] = [Math.max(...weights), Math.min(...weights)];
  const books = drawBook(book.locale, cards);
  if (high === low)
    return books.line(storyKey('year_even', subject), { subject, theme: storyName(book, theme) });
  const bright = months[weights.indexOf(high)] as OracleCard;
  const hard = months[weights.indexOf(low)] as OracleCard;
  return books.line(storyKey('year', subject), {
    subject,
    bright: bright.positionName,
    bright_card: storyName(book, bright),
    hard: hard.positionName,
    hard_card: storyName(book, hard),
  });
}

/**
 * Which of a situation's closing sentences the turn takes: an end left open, or one that falls unless
 * something changes there, is decided at the turn; otherwise the turn card itself carries the matter
 * when it is hopeful and weighs on it when it is heavy, and a bright card in the obstacle between heavy
 * ones weighs too (a diff review of 76a0e92: "take the Tower, as the challenge, with you into the room"
 * on a road that rises).
 */
function turnKind(shape: string, turn: OracleCard): TurnKind {
  if (shape === 'open' || shape === 'falling') return 'decides';
  const lean = polarity(turn);
  if (lean < 0 || (shape === 'heavy' && roleOf(turn.position) === 'obstacle')) return 'weighs';
  return lean > 0 ? 'carries' : 'decides';
}

/**
 * Cards that are themselves a choice or a weighing (the Lovers, Justice, the Wheel, Judgement, the Twos
 * of Wands, Swords and Pentacles, the Seven of Cups): only these are said to leave a matter to the asker's
 * choice. Blind review 24 read "Death points to a choice: old friends or new people" as a non-sequitur.
 */
const CHOICE_CARDS = new Set([
  'major-06',
  'major-10',
  'major-11',
  'major-20',
  'wands-02',
  'swords-02',
  'pentacles-02',
  'cups-07',
]);

/**
 * Whether a card can bear a situation's sentence of its kind: a hopeful upright card, not in a place
 * that blocks, carries the matter (not a hard one easing: "the reversed Tower… a contact, a skill or a steady routine shows as
 * real support"), a heavy card weighs on it, a card of choice leaves it to the asker.
 */
function bears(kind: TurnKind, card: OracleCard): boolean {
  // What blocks is never called what helps (blind review 25: "the Sun as the obstacle points to the years
  // of friendship").
  const blocks = BLOCKING.has(roleOf(card.position));
  if (kind === 'carries') return !card.reversed && polarity(card) > 0 && !blocks;
  if (kind === 'weighs') return polarity(card) < 0;
  return CHOICE_CARDS.has(card.cardId);
}

/**
 * The card a known situation turns on, with its sentence in the situation's own words ("before the exam",
 * "with your brother"), never through the chain of places that read as a formula (blind review 20: "the
 * hinge it turns on", "a hard place on this road" in 16 of 20 readings). It is said in that card's own block
 * (its-block.ts): said again after the cards, under the card's name and place, it read as a recap of a
 * card already read, often with another meaning (blind review 33: 15 of 40 offline readings).
 * The sentence is told of the turn card, or else of the first card that can bear it; where none can, none
 * (blind review 24: "a mechanical synthesis that picks a card and attaches an unrelated claim to it").
 * Two Paths and a calendar have their own stories, and none.
 */
export function turnOf(
  cards: OracleCard[],
  heavy: boolean,
  turns: (kind: TurnKind, card: OracleCard) => string[],
): { card: OracleCard; lines: string[] } | null {
  const three = storyCards(cards);
  if (!three || isCalendar(cards) || cards.some((c) => c.position === 'path_a')) return null;
  const [source, turn, dest] = three;
  const shaped = turnKind(roadShape(source, turn, dest, heavy), turn);
  // A card that cannot bear the kind the road's shape asks for tells the kind its own lean bears (a card
  // bears at most one of weighs and carries). A road that ends on a heavy card is never told as carried by
  // a bright one on the way (blind A/B of bb848c2: the Seven of Wands as "how easy you are together" before
  // a Ten of Swords).
  const kinds: TurnKind[] = polarity(dest) < 0 ? [shaped, 'weighs'] : [shaped, 'weighs', 'carries'];
  const told = [turn, ...cards.filter((c) => c !== turn)]
    .flatMap((c) => kinds.map((kind) => ({ card: c, lines: bears(kind, c) ? turns(kind, c) : [] })))
    .find(({ lines }) => lines.length > 0);
  return told ?? null;
}

/**
 * The story sentence, told for `subject` ("your question about work"; '' without a question); ''
 * for a spread under three cards. Each card is named with its leading keyword in the orientation
 * drawn, so the sentence says what the cards mean, not only which they are (design review 9).
 */
export function story(
  book: Phrasebook,
  cards: OracleCard[],
  subject: string,
  heavy: boolean,
  side?: 0 | 1 | null,
  /** A known situation's sentence about the turn is said in that card's block (turnOf): no story here. */
  situated = false,
): string {
  // A calendar and Two Paths tell their own stories; each is found by its positions.
  const own = yearStory(book, cards, subject) ?? pathsStory(book, cards, subject, side);
  if (own) return own;
  if (situated) return '';
  const three = storyCards(cards);
  if (!three) return '';
  const [source, turn, dest] = three;
  const name = (c: OracleCard) => storyName(book, c);
  // On a question from a hard place a heavy card's hard word ("painful ending") is not said, as in its block.
  // Two cards never share a word ("a sign of disharmony" twice: design review 12): each takes its first
  // keyword the story has not yet given another.
  const given = new Set<string>();
  const meaning = (c: OracleCard) => {
    if (heavy && isHeavy(c) && !isReleased(c)) return book.line('story_meaning_gentle');
    const word = c.keywords.find((k) => !given.has(k)) ?? c.keywords[0] ?? '';
    given.add(word);
    return word;
  };
  // A spread of three that runs from a start to an end has just been read card by card: its story says
  // only where it turns (blind review 16: re-listing the three cards with their places read as a
  // template recap). A hard turn on the way up is a hard place passed, not where it lifts. Two people and
  // what lies between them run nowhere: their story still goes through all three.
  const short = cards.length === 3 && DEST.includes(roleOf(dest.position));
  const tipped = roadShape(source, turn, dest, heavy);
  const key = short && tipped === 'rising' && polarity(turn) < 0 ? 'through' : tipped;
  const books = drawBook(book.locale, cards);
  return books.line(storyKey(key, subject, short), {
    subject,
    source: name(source),
    turn: name(turn),
    dest: name(dest),
    // Where each lies, as an apposition ("in the past", "as the obstacle"): the story follows the
    // positions, not a generic beginning, turn and end (blind review 13).
    source_pos: positionPhrase(book.locale, source),
    turn_pos: positionPhrase(book.locale, turn),
    dest_pos: positionPhrase(book.locale, dest),
    source_kw: meaning(source),
    turn_kw: meaning(turn),
    dest_kw: meaning(dest),
  });
}
