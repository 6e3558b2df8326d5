/**
 * What the reader says for the situation a question comes from (scenario.ts): a leaning's meaning there,
 * the direct answer to a how, what or why, one concrete step, and in a tender situation a line of company
 * for a card whose own words cannot be said there (`hold`), each a variant of
 * locales/<lang>/scenarios.json picked with the reading's random source and none said twice in a
 * reading; '' where the situation has no line left, so the reader falls back on the cards' own. And what
 * a suit, its element, means there, hopeful or in its shadow (`suits`: Swords are the nerves before an
 * exam, Pentacles its preparation) and what a Major's family means there (`majors`), each line once in a
 * reading and at most five of them (ADR 0100, 0109); and the closing sentence
 * about the card the spread turns on, in the situation's own words (`turns`, ADR 0101); and, for a loss two
 * people share, what the other person's card and the card between them say of it (`shared`, ADR 0118); and the
 * impression the other person's card gives of their side (`side`, ADR 0119).
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { Suit } from '../../tarot/deck.js';
import type { CardFamily } from '../reader/card-family.js';
import type { Scenario } from './scenario.js';

export type ScenarioKey = 'yes' | 'no' | 'maybe' | 'open' | 'step' | 'hold';

/**
 * How the card a spread turns on leans (story.ts): a hopeful card that carries the matter, a hard one
 * that weighs on it, or an open end that the asker's own choice decides.
 */
export type TurnKind = 'carries' | 'weighs' | 'decides';

/** How the cards lean for a how-question (spread-leaning.ts): the way is open, or it meets resistance. */
export type Mood = 'clear' | 'hard';

type Sides = { light?: string; shadow?: string };

/** The other person's place in a spread for two, and what lies between you. */
export type SharedRole = 'other' | 'bond';
type SuitLines = Partial<Record<Suit, Sides>>;
type Lines = Partial<
  Record<
    Scenario,
    Partial<Record<ScenarioKey, string[]>> & {
      suits?: SuitLines;
      majors?: Partial<Record<CardFamily, Sides>>;
      turns?: {
        carries?: Partial<Record<CardFamily, string[]>>;
        weighs?: Partial<Record<CardFamily, string[]>>;
        decides?: string[];
      };
      how?: Partial<Record<Mood, string[]>>;
      shared?: Partial<Record<SharedRole, Partial<Record<Suit | 'major', Sides>>>>;
      side?: Partial<Record<Suit | 'major', Sides & { open?: string }>>;
    }
  >
>;

export interface ScenarioVoice {
  scenario: Scenario | null;
  /** A variant not yet said, that fits and passes `also`; '' where none is left. */
  say(key: ScenarioKey, also?: (line: string) => boolean): string;
  /**
   * The situation's direct answer to a how-question, as the cards lean (blind reviews 21 to 23: its
   * framing line, "the cards look at…", opened a how-question); '' where it has none left.
   */
  how(mood: Mood): string;
  /** What the suit means in the situation, hopeful or in its shadow; '' once said, or where it has none. */
  suit(suit: Suit, shadow: boolean): string;
  /**
   * The same for a Major Arcana card, by its family (card-family.ts): the Star in a job search, the Tower
   * before an exam (side-by-side rating ab13: the situation's lines "bring off-topic card meanings back to the
   * question"); '' once said for the family, or where it has none.
   */
  major(family: CardFamily, shadow: boolean): string;
  /**
   * The situation's own closing sentences about the card the spread turns on, with `{{turn}}` and
   * `{{turn_pos}}` to fill (blind review 20: "the hinge it turns on" read as a template in 16 of 20): a
   * card that carries or weighs hears those written for its family (card-family.ts), so the sentence and
   * the card agree (ADR 0105).
   */
  turns(kind: TurnKind, family: CardFamily): string[];
  /**
   * What the other person's card, or the card between you, says of a loss you share, by its suit (a Major
   * by 'major'), hopeful or in its shadow (blind review 33, R04: the brother's card "never addressed", the
   * bond read as "the tiredness in your body"); '' where the situation has none.
   */
  shared(role: SharedRole, kind: Suit | 'major', shadow: boolean): string;
  /**
   * The impression the card in the other person's place gives of their side, by its suit (a Major by
   * 'major') and how it leans (blind reviews 33 and 34: "never answers what he feels"); '' where the
   * situation has none.
   */
  side(kind: Suit | 'major', lean: 'light' | 'shadow' | 'open'): string;
}

/** How many Majors a reading ties to its situation. */
const MAJORS = 2;
/** How many of its cards a reading ties to its situation. */
const BRIDGES = 5;

/**
 * `fits` keeps out a variant the reading must not say (a harsh word in a tender place: harsh-lines.ts);
 * when no variant fits, the voice says nothing and the cards' own lines answer.
 */
export function scenarioVoice(
  locale: Locale,
  scenario: Scenario | null,
  random: (n: number) => number,
  fits: (line: string) => boolean,
): ScenarioVoice {
  const lines = scenario ? (namespace<Lines>(locale, 'scenarios')[scenario] ?? {}) : {};
  const said = new Set<string>();
  const bridged = new Set<`${Suit | CardFamily}:${'light' | 'shadow'}`>();
  const pick = (from: readonly string[] | undefined, also: (line: string) => boolean = () => true) => {
    const variants = (from ?? []).filter((line) => fits(line) && also(line) && !said.has(line));
    const line = variants.length ? (variants[random(variants.length)] ?? '') : '';
    if (line) said.add(line);
    return line;
  };
  /**
   * A suit's or a family's line, hopeful or in its shadow, each once in a reading: a second card of a suit
   * on the other side hears that side's line, one on the same side none; at most five in a reading.
   */
  const once = (kind: Suit | CardFamily, sides: Sides | undefined, shadow: boolean) => {
    const side = shadow ? 'shadow' : 'light';
    const line = sides?.[side] ?? '';
    const key = `${kind}:${side}` as const;
    if (!line || bridged.has(key) || bridged.size >= BRIDGES || !fits(line)) return '';
    bridged.add(key);
    return line;
  };
  /** A single written line, where there is one and it may be said here. */
  const fitting = (line: string | undefined) => (line && fits(line) ? line : '');
  let majors = 0;
  return {
    scenario,
    say: (key, also) => pick(lines[key], also),
    how: (mood) => pick(lines.how?.[mood]),
    suit: (suit, shadow) => once(suit, lines.suits?.[suit], shadow),
    // At most two in a reading: a Celtic Cross of Majors padded with one situation line after another
    // (side-by-side rating ab14, P19: "four self-care add-ons, several not matching their card").
    major(family, shadow) {
      const line = majors < MAJORS ? once(family, lines.majors?.[family], shadow) : '';
      if (line) majors++;
      return line;
    },
    shared: (role, kind, shadow) => fitting(lines.shared?.[role]?.[kind]?.[shadow ? 'shadow' : 'light']),
    side: (kind, lean) => fitting(lines.side?.[kind]?.[lean]),
    turns: (kind, family) =>
      (kind === 'decides' ? lines.turns?.decides : lines.turns?.[kind]?.[family])?.filter(fits) ?? [],
  };
}
