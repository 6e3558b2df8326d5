/**
 * The opening's answer for a question from a known situation (scenario.ts): the leaning's own sentence,
 * then what that leaning means there; for a how, what to do as the cards lean (its `how` lines); or, for
 * a what, why or when, the situation's frame, with the root the cards show for a why. No card's line speaks in it, so none misfires ("throw a small
 * celebration" for a fight with a friend, a quarrel for an interview: blind review 14), and the card the
 * spread leans on keeps its counsel for the closing quote. Two Paths, either/or questions and another
 * person's heart keep their own answers.
 */
import type { ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import type { ScenarioVoice } from '../scenarios/scenario-voice.js';
import { type Leaning, spreadMood } from '../spread-leaning.js';
import type { Phrasebook } from './phrasebook.js';
import { rootLine } from './root-line.js';
import { pronounOf, theirLine } from './their-pronoun.js';
import { theirSide } from './their-side.js';

export function situatedSentences(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  leaning: Leaning,
  voice: ScenarioVoice,
): string[] | null {
  if (!voice.scenario) return null;
  if (leaning.kind === 'verdict' && !leaning.paths) {
    const meaning = voice.say(leaning.value);
    if (!meaning) return null;
    return [
      book.line(`answer_${leaning.value}${req.cards.length === 1 ? '_one' : ''}`),
      meaning,
      leaning.flipped ? book.line('verdict_flipped') : '',
    ];
  }
  // Another person's heart keeps its honest line that no card sees into them, then hears the
  // situation's answer ("is she the one?" opened with a disclaimer alone: blind review 16); a question
  // about their feelings has that honesty as its answer already.
  if (leaning.kind === 'note' && leaning.note === 'third_party_no_verdict') {
    // A question about their feelings hears, after that honesty, what the asker can do (blind review 24:
    // "Was empfindet Max wirklich für mich?" opened on the disclaimer alone).
    const way = voice.scenario === 'their_feelings' ? voice.how(spreadMood(req.cards)) : voice.say('open');
    if (!way) return null;
    // An English question that says "he" or "she" hears it throughout, as in the impression.
    const person = pronounOf(req.question, req.locale);
    const said = (line: string) => (person ? theirLine(line, person) : line);
    // What the card in their place gives of their side comes before the way (ADR 0119).
    return [
      said(book.line(shape.kind === 'open' ? 'lens_third_party' : leaning.note)),
      said(theirSide(req, shape, voice)),
      said(way),
    ];
  }
  // An either/or the cards cannot split ("this or that?" on one card) says so, then answers as the
  // situation does.
  const choice = leaning.kind === 'note' && leaning.note === 'choice_question';
  const how = leaning.kind === 'guidance' || (leaning.kind === 'note' && leaning.note === 'not_yes_no');
  if (!how && !choice) return null;
  // "How do I…?", "When…?" and "What should I understand?" hear what to do, as the cards lean (blind
  // review 24: a frame, "the cards look for…", after a when or a what-to-know); a why hears the
  // situation's frame, which says why, and then its root.
  // A what-to-know from a tender place keeps the frame: a how line for a pet's treatment read as a
  // warning a week before its surgery (blind review 25).
  const tender = Boolean(shape.subject.tender);
  const asksHow = how && !choice && !shape.why && !(shape.know && tender);
  const mood = spreadMood(req.cards);
  const way = asksHow ? voice.how(mood) : '';
  const open = way || voice.say('open');
  if (!open) return null;
  return [
    choice ? book.line('choice_question') : '',
    // The way is said as the cards' own (blind review 25: "it opens with a tip"), save in a tender place.
    way && !tender ? book.line(`how_lead_${mood}`) : '',
    open,
    shape.why ? rootLine(book, req.cards, leaning.card, shape.subject) : '',
    leaning.kind === 'note' ? book.line('not_yes_no_after') : '',
  ];
}
