/** The oracle: one interface, two implementations (OpenAI-compatible and offline), DESIGN §6. */
import type { Locale } from '../locales.js';

export interface OracleCard {
  position: string;
  positionName: string;
  cardId: string;
  name: string;
  reversed: boolean;
  keywords: string[];
  meaning: string;
  arcana: 'major' | 'minor';
  suit: string | null;
}

export interface ReadingRequest {
  locale: Locale;
  spreadId: string;
  spreadName: string;
  question: string | null;
  cards: OracleCard[];
  /** Names of the user's personal arcana, when the user wants them used. */
  personalArcana: { first: string; second: string } | null;
}

export interface PersonalityRequest {
  locale: Locale;
  birthDate: string;
  first: { number: number; name: string; meaning: string };
  second: { number: number; name: string; meaning: string };
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
}
