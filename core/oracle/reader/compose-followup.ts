/**
 * The offline answer to a follow-up question (DESIGN §6b): two or three paragraphs that read the
 * clarifier card for the question in its own written lines (role-lines.ts), first, then in the light of
 * the spread (the card it shares a suit with, the Major Arcana it answers, else the card the reading
 * leans on), and end with the card's own counsel.
 */
import { randomInt } from 'node:crypto';
import type { FollowupRequest, OracleCard } from '../oracle.js';
import { questionShape } from '../question-shape.js';
import { topicLine } from '../topic-line.js';
import { proseName } from './card-names.js';
import { foreignQuestionNote } from './foreign-question.js';
import type { Phrasebook } from './phrasebook.js';
import { phrasebook } from './phrasebook.js';
import { positionPhrase } from './position-phrase.js';
import { roleLine } from './role-lines.js';
import { roleOf } from './roles.js';

/** The spread's card the clarifier speaks to, and why. */
function linkedCard(clarifier: OracleCard, cards: OracleCard[]) {
  const sameSuit = clarifier.suit ? cards.find((c) => c.suit === clarifier.suit) : undefined;
  if (sameSuit) return { card: sameSuit, key: 'followup_link_suit' };
  const major = clarifier.arcana === 'major' ? cards.find((c) => c.arcana === 'major') : undefined;
  if (major) return { card: major, key: 'followup_link_major' };
  const anchor =
    cards.find((c) => roleOf(c.position) === 'advice') ??
    cards.find((c) => roleOf(c.position) === 'outcome') ??
    cards.at(-1);
  return anchor ? { card: anchor, key: 'followup_link' } : null;
}

function linkSentence(book: Phrasebook, req: FollowupRequest): string {
  const link = linkedCard(req.card, req.reading.cards);
  if (!link) return '';
  return book.line(link.key, {
    card: proseName(book, link.card),
    position: positionPhrase(book.locale, link.card),
    suit: req.card.suit ? book.name(`suit_${req.card.suit}`) : '',
    kw: link.card.keywords[0] ?? '',
  });
}

export interface ComposeFollowupOptions {
  random?: (n: number) => number;
}

export function composeFollowup(req: FollowupRequest, options: ComposeFollowupOptions = {}): string[] {
  const random = options.random ?? randomInt;
  const book = phrasebook(req.reading.locale, random);
  const card = req.card;
  const written = req.questionLocale ?? req.reading.locale;
  const own = topicLine(book.locale, card, questionShape(req.question, written).subject);
  // The answer opens on what the card says for the question, or on where it finds things: the screen
  // shows the card, its name and side right above it, and the question above that (design review 11,
  // problem 9: no announcer). Its one counsel is the card's own, last.
  return [
    book.join([
      own ?? roleLine(book.locale, card, 'situation'),
      foreignQuestionNote({ ...req.reading, question: req.question, questionLocale: written }),
      req.thirdParty ? book.line('lens_third_party') : '',
    ]),
    linkSentence(book, req),
    // One step to take: the card's own counsel, in the orientation drawn.
    card.lines.advice,
  ].filter(Boolean);
}
