/** The oracle: one interface, two implementations (OpenAI-compatible and offline), DESIGN §6. */

import type { Locale } from '../locales.js';
import type { Suit } from '../tarot/deck.js';

export interface OracleCard {
  position: string;
  positionName: string;
  /** What the position asks of its card (spreads.json hints). */
  positionHint: string;
  cardId: string;
  name: string;
  reversed: boolean;
  /** Keywords of the card in its drawn orientation. */
  keywords: string[];
  meaning: string;
  /** The card read for a topic (cards.json), in the orientation drawn: love, work and money, health; its advice. */
  lines: { love: string; work: string; wellbeing: string; advice: string };
  arcana: 'major' | 'minor';
  suit: Suit | null;
  /** Major: 0..21; minor: 1..14 (11 Page, 12 Knight, 13 Queen, 14 King). */
  number: number;
  /** The element's name and the astrological correspondence, in the reading's language. */
  element: string;
  astrology: string;
}

export interface ReadingRequest {
  locale: Locale;
  spreadId: string;
  spreadName: string;
  question: string | null;
  cards: OracleCard[];
  /** The user's personal arcana (names and card ids), when the user wants them used. */
  personalArcana: { first: string; second: string; firstId: string; secondId: string } | null;
  /** How often the same question was asked in the week before; optional for callers outside a reading. */
  timesAskedBefore?: number;
  /**
   * The language the question is written in, when it differs from `locale` (core/safety): the question
   * is understood in its own language and answered in the reading's.
   */
  questionLocale?: Locale;
  /** The question asks about another person's heart: read the asker's side only, never a verdict. */
  thirdParty?: boolean;
  /** The querent drew the cards from their own physical deck and told the app which they are. */
  ownDeck?: boolean;
  /** Cards of this reading drawn 3 or more times in the last `days` days, this reading included (ADR 0039). */
  recurring?: { cardId: string; name: string; count: number; days: number }[];
  /** Two Paths: the paths as the querent named them (ADR 0072), their words, never instructions. */
  pathNames?: { a: string | null; b: string | null } | null;
}

/** A follow-up question on a finished reading, answered by one clarifier card (DESIGN §6b). */
export interface FollowupRequest {
  /** The reading as it was asked: spread, question, cards in their positions. */
  reading: ReadingRequest;
  /** The reading's interpretation as it was written. */
  interpretation: string;
  /** The follow-ups answered before this one, oldest first. */
  earlier: { question: string; card: OracleCard; answer: string }[];
  question: string;
  /** The clarifier card drawn for this question, from the cards not in the spread. */
  card: OracleCard;
  /** The language the question is written in, when it differs from the reading's. */
  questionLocale?: Locale;
  /** This question asks about another person's heart: the asker's side only, never a verdict. */
  thirdParty?: boolean;
}

export interface PersonalityRequest {
  locale: Locale;
  birthDate: string;
  /** The personal arcana, 1..22 (22 the Fool), with the card's name in the locale. */
  first: { number: number; name: string };
  second: { number: number; name: string };
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface OracleResult {
  text: string;
  usage: Usage | null;
}

export interface Oracle {
  /** The model name recorded with each reading; null for the offline oracle. */
  readonly model: string | null;
  /** Streams the interpretation through onDelta and resolves with the whole text. */
  interpret(
    request: ReadingRequest,
    onDelta: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<OracleResult>;
  personality(request: PersonalityRequest, signal?: AbortSignal): Promise<OracleResult>;
  /** Streams the answer to a follow-up question through onDelta and resolves with the whole text. */
  followup(
    request: FollowupRequest,
    onDelta: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<OracleResult>;
}
