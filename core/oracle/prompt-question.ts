/**
 * What the app understood of the question, told to the AI (ADR 0048) so it answers first as the
 * offline reader does: the kind of question, the two options of a this-or-that question weighed with
 * the cards, the leaning the cards give a yes/no question in any spread, the time frame and its pace,
 * and every topic the question touches.
 */
import type { OracleCard, ReadingRequest } from './oracle.js';
import type { QuestionShape } from './question-shape.js';
import { type Leaning, spreadLeaning, spreadPace } from './spread-leaning.js';

/** Why a question gets no verdict, in the prompt's words. */
export const NO_VERDICT_REASON = {
  careful_no_verdict: 'the question is about health, life or loss',
  choice_question: 'the question weighs two options',
  not_yes_no: 'the question asks how or what, not whether',
  third_party_no_verdict: "the question is about another person's heart, which no card can see",
} as const;

/** How the app weighed a this-or-that question, for the prompt. */
const WEIGHED: Record<
  'paths' | 'halves' | 'lens',
  (options: [string, string], stays: 0 | 1 | null) => string
> = {
  paths: ([a, b]) => `the spread's first path for "${a}" and its second path for "${b}"`,
  halves: ([a, b]) => `the first half of the spread for "${a}" and the second half for "${b}"`,
  lens: ([a, b]) =>
    `one card, which cannot pick between "${a}" and "${b}": read it as a lens on both and say what to look for in each`,
};

const named = (card: OracleCard) => `${card.name} in "${card.positionName}"`;

const PACE = {
  fast: 'the spread is full of quick cards (Wands, Eights, Knights), so things may move sooner rather than later',
  slow: 'the spread is full of slow cards (Pentacles, Fours, the Hermit), so things ripen gradually',
  even: 'the spread sets no particular pace',
} as const;

function leaningNote(leaning: Leaning): string {
  switch (leaning.kind) {
    case 'verdict': {
      const why =
        leaning.value === 'maybe' && leaning.against
          ? `${named(leaning.because)} pulls toward yes, ${named(leaning.against)} toward no`
          : `${named(leaning.because)} tips it`;
      return `The question asks whether. The app weighed every card's yes/no value (the cards that look ahead and the advice count double): the spread leans ${leaning.value}${leaning.flipped ? ' (the question names a feared outcome, so hopeful cards answer it with no)' : ''}; ${why}. Open the heart of it with this leaning and why, in the cards' words, as a leaning, never a certainty.`;
    }
    case 'choice': {
      const [a, b] = leaning.options;
      const result =
        leaning.weighing === 'lens'
          ? 'it favours neither'
          : leaning.winner === null
            ? 'the two come out about even'
            : `"${leaning.options[leaning.winner]}" comes out ahead${leaning.lead ? `, carried by ${named(leaning.lead)}` : ''}`;
      return `The question weighs two options, "${a}" or "${b}". The app read ${WEIGHED[leaning.weighing](leaning.options, leaning.stays)}: ${result}. Open the heart of it by weighing the two with the cards and saying which they favour, and leave the choice with the querent.`;
    }
    case 'guidance':
      return `The question asks how or what: open the heart of it with a direct answer, led by what ${named(leaning.card)} says.`;
    case 'note':
      return `Give no yes, no or maybe verdict or leaning: ${NO_VERDICT_REASON[leaning.note]}. Say so gently and offer guidance instead.`;
  }
}

export function questionShapeNotes(req: ReadingRequest, shape: QuestionShape): string[] {
  if (!req.question) return [];
  const topics = shape.topics.filter((t) => t !== 'general');
  const notes = [
    topics.length > 1
      ? `The question's topics, the leading one first: ${topics.join(', ')}.`
      : topics[0]
        ? `The question's topic: ${topics[0]}.`
        : '',
    shape.time
      ? `The question names a time frame, "${shape.time}": say what pace the cards suggest (${PACE[spreadPace(req.cards)]}) and never promise a date.`
      : '',
  ];
  // The yes/no spread keeps its own note (prompts.ts); a single card weighs no options.
  if (req.spreadId !== 'yes-no') {
    const leaning = spreadLeaning(req.cards, shape, { thirdParty: req.thirdParty });
    if (leaning) notes.push(leaningNote(leaning));
  }
  return notes.filter(Boolean);
}
