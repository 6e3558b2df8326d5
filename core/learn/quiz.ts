/**
 * The daily quiz of "Learn the cards" (issue 23 §7, ADR 0051): five questions drawn from the deck, the
 * same five for one person all day. Pure: the person's id and the UTC day seed it, so the server can
 * rebuild a question to check an answer and never needs to store the quiz or trust the client.
 */
import { hashString, prng } from '../tarot/art/random.js';
import { type CardDef, type CardId, DECK } from '../tarot/deck.js';

export const QUIZ_LENGTH = 5;
export const NAME_OPTIONS = 4;
export const ORIENTATIONS = ['upright', 'reversed'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/**
 * Which card is this? The art without its name or numeral. A minor card's options are the same rank in
 * the four suits, so the suit's emblem is what tells them apart; a major's are three other majors.
 */
export interface NameTheCard {
  kind: 'name_the_card';
  cardId: CardId;
  options: CardId[];
  answer: CardId;
}

/** Upright or reversed? The card with one orientation's keywords. */
export interface UprightOrReversed {
  kind: 'upright_or_reversed';
  cardId: CardId;
  shown: Orientation;
  options: readonly Orientation[];
  answer: Orientation;
}

export type QuizQuestion = NameTheCard | UprightOrReversed;

const KINDS: readonly QuizQuestion['kind'][] = [
  'name_the_card',
  'upright_or_reversed',
  'name_the_card',
  'upright_or_reversed',
  'name_the_card',
];

/** The cards a "which card is this?" question chooses among: the Major Arcana, or one suit. */
export const groupOf = (card: CardDef) => card.suit ?? 'major';

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The quiz of `userId` on `day` (YYYY-MM-DD, UTC): five different cards, each asked about once. */
export function dailyQuiz(userId: number, day: string): QuizQuestion[] {
  const random = prng(hashString(`learn-quiz:${userId}:${day}`));
  const cards = shuffled(DECK, random).slice(0, QUIZ_LENGTH);
  return cards.map((card, i): QuizQuestion => {
    if (KINDS[i] === 'upright_or_reversed') {
      const shown = ORIENTATIONS[Math.floor(random() * 2)] as Orientation;
      return { kind: 'upright_or_reversed', cardId: card.id, shown, options: ORIENTATIONS, answer: shown };
    }
    const others = DECK.filter((c) =>
      card.suit
        ? c.suit !== null && c.suit !== card.suit && c.number === card.number
        : c.id !== card.id && groupOf(c) === 'major',
    );
    const wrong = shuffled(others, random).slice(0, NAME_OPTIONS - 1);
    const options = shuffled([card, ...wrong], random).map((c) => c.id);
    return { kind: 'name_the_card', cardId: card.id, options, answer: card.id };
  });
}
