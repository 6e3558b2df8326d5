/**
 * The reading's first paragraph (ADR 0048): the question quoted once, shortened when long, and the
 * answer in the first two sentences (a leaning and the card that tips it, the two options weighed, or
 * the card a how-question leans on), with that card's reason in the question's own terms (its subject
 * line, topic-line.ts), then the time frame, the topics and the way into the cards.
 */
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import { shortQuestion } from '../question-shape.js';
import { careKey, SENSITIVE_TOPICS, type Topic } from '../question-topic.js';
import { anchorCard, type Leaning, spreadLeaning, spreadPace } from '../spread-leaning.js';
import { hasTopicLine } from '../topic-line.js';
import { isReleased, shownName } from './card-paragraph.js';
import { answerLine } from './fitted-line.js';
import { focusPlan } from './focus-plan.js';
import { foreignQuestionNote } from './foreign-question.js';
import type { Phrasebook } from './phrasebook.js';
import { positionPhrase } from './position-phrase.js';
import { LINE_OF, roleLine } from './role-lines.js';
import { roleOf } from './roles.js';

/** The card with its orientation, since a reversed card's weight is its reversed one. */
const at = (book: Phrasebook, card: OracleCard) => ({
  card: shownName(book, card),
  position: positionPhrase(book.locale, card),
});

/** A card whose own answer is yes, or whose reversal eases the hard thing: its line can be the reason an option or a road is the better one. */
const isHopeful = (card: OracleCard) => yesNoOf(card.cardId, card.reversed) === 'yes' || isReleased(card);

/**
 * The card that decides the answer, read for the question's subject: the reason a leaning leans, said
 * once here, so that card's own paragraph leaves it out.
 */
export function toldCard(leaning: Leaning | null, topic: Topic, cards: OracleCard[]): OracleCard | null {
  if (!leaning || !hasTopicLine(topic)) return null;
  switch (leaning.kind) {
    case 'verdict':
      // A maybe names a card on each side: what could tip it is the card the spread leans on. The
      // kinder of Two Paths' roads is read for the question only when its card is a hopeful one.
      if (leaning.paths) return isHopeful(leaning.because) ? leaning.because : null;
      return leaning.value === 'maybe' ? (anchorCard(cards) ?? null) : leaning.because;
    case 'choice':
      if (leaning.winner === null) return anchorCard(cards) ?? null;
      return leaning.lead && isHopeful(leaning.lead) ? leaning.lead : null;
    case 'guidance':
      return leaning.card;
    case 'note':
      return null;
  }
}

/** The answer's two sentences, with the question quoted in the first. */
function answer(
  book: Phrasebook,
  leaning: Leaning,
  question: string,
  told: OracleCard | null,
  reason: string | null,
  when: string | null = null,
): string[] {
  switch (leaning.kind) {
    case 'verdict': {
      const why = leaning.paths
        ? book.line(
            `answer_paths_${leaning.value}${isHopeful(leaning.because) ? '' : '_lighter'}`,
            at(book, leaning.because),
          )
        : leaning.value === 'maybe' && leaning.against
          ? book.line('answer_why_maybe', {
              ...at(book, leaning.because),
              against: shownName(book, leaning.against),
              against_position: positionPhrase(book.locale, leaning.against),
            })
          : book.line(
              `answer_why_${leaning.value === 'maybe' ? 'open' : 'tipped'}`,
              at(book, leaning.because),
            );
      const tip = (card: OracleCard) => book.line('answer_tip', { ...at(book, card), reason: reason ?? '' });
      return [
        book.line(`answer_${leaning.value}`, { question }),
        why,
        // The card already named as the one that pulls is not named again as "what could tip it".
        reason && told ? (leaning.value === 'maybe' && told !== leaning.because ? tip(told) : reason) : '',
        leaning.flipped ? book.line('verdict_flipped') : '',
        leaning.value !== 'maybe' && leaning.against
          ? book.line('answer_against', at(book, leaning.against))
          : '',
      ];
    }
    case 'choice': {
      // The answer names an option and the card that carries it, in the question's terms; how the
      // spread was split between the options is the reader's business, not the querent's (blind review 4).
      const [a, b] = leaning.options;
      const card = leaning.lead ? shownName(book, leaning.lead) : '';
      const why = reason ?? (leaning.lead ? roleLine(book.locale, leaning.lead, 'general') : '');
      // One card picks no side: it is a lens on both, and its line says what to look for in each.
      if (leaning.weighing === 'lens' && leaning.lead)
        return [
          book.line('answer_choice_lens', { question, a, b, card }),
          book.line('answer_choice_look', { line: why }),
        ];
      if (leaning.winner === null)
        return [
          book.line(leaning.lead ? 'answer_choice_card_even' : 'answer_choice_even', {
            question,
            a,
            b,
            card,
          }),
          reason && told ? book.line('answer_tip', { ...at(book, told), reason }) : '',
        ];
      const [winner, other] = leaning.winner === 0 ? [a, b] : [b, a];
      // An option that wins only by meeting less resistance is not chosen at all: no card speaks for it
      // (blind review 5: "stay meets less resistance", with no argument, against the asker's boredom).
      if (!leaning.lead || !isHopeful(leaning.lead))
        return [book.line('answer_choice_even', { question, a, b })];
      return [
        book.line('answer_choice', { question, winner, other }),
        leaning.lead ? book.line('answer_choice_why', { ...at(book, leaning.lead), winner }) : '',
        why,
      ];
    }
    case 'guidance': {
      // A how-question is answered by what the card says of its subject, or else by what it counsels
      // (unless its own paragraph reads that line).
      const own = LINE_OF[roleOf(leaning.card.position)];
      const words = reason ?? roleLine(book.locale, leaning.card, own === 'advice' ? 'general' : 'advice');
      // A when-question hears its time frame second, in the spread's own pace, then what brings it closer.
      if (when)
        return [
          book.line('answer_asked', { question }),
          book.line(when),
          book.line('when_card', { ...at(book, leaning.card), answer: words }),
        ];
      return [book.line('answer_open', { question, ...at(book, leaning.card), answer: words })];
    }
    case 'note':
      return [
        book.line('answer_asked', { question }),
        book.line(leaning.note, at(book, leaning.card)),
        // A how-question on the yes/no spread still gets the card's counsel, not only a refusal.
        leaning.note === 'not_yes_no' ? roleLine(book.locale, leaning.card, 'advice') : '',
      ];
  }
}

/**
 * How the cards will be read, said only where it changes the reading: another person's heart, several
 * topics at once, or health and loss, read gently. Otherwise the cards speak for themselves.
 */
function lens(book: Phrasebook, req: ReadingRequest, shape: QuestionShape, leaning: Leaning | null): string {
  // The answer's own note has already said the cards cannot see into another person.
  if (req.thirdParty)
    return leaning?.kind === 'note' && leaning.note === 'third_party_no_verdict'
      ? ''
      : book.line('lens_third_party');
  const topics = shape.topics.filter((t) => t !== 'general');
  if (topics.length > 1)
    return book.line('lens_multi', { topics: book.list(topics.map((t) => book.name(`topic_${t}`))) });
  const topic = topics[0];
  return topic && SENSITIVE_TOPICS.has(topic) ? book.line(`lens_${careKey(topic, shape.animal)}`) : '';
}

export interface Answer {
  paragraph: string;
  /** The card whose subject line the answer has said, or null. */
  told: OracleCard | null;
}

/**
 * "Should I ask for a raise?" is answered yes, with how (blind review 5: a shrug is no answer): a raise
 * nobody asks for is rarely given, and the card the spread leans on says how to ask.
 */
function raiseAnswer(book: Phrasebook, req: ReadingRequest, shape: QuestionShape, question: string): Answer {
  const card = anchorCard(req.cards);
  const plan = card ? focusPlan(book, req.cards, card, shape.subject, 'answer_raise_how') : null;
  if (!plan?.sentences.length) return { paragraph: book.line('answer_asked', { question }), told: null };
  // The how is the card's step for the subject, and the obstacle's warning what to watch in the talk.
  const paragraph = book.join([book.line('answer_raise', { question }), ...plan.sentences]);
  return { paragraph, told: plan.told };
}

/** Without a question, a spread of two or more cards opens on its headline (below). */
export const opensOnHeadline = (req: ReadingRequest) => !req.question && req.cards.length > 1;

/**
 * Without a question, the reading opens on its headline (design review 8, problem 1): the counsel of
 * the card the spread leans on, then that card, named with its position. No filler about listening.
 * A single card is named alone: its counsel is the reading's take-away at the end, as the reveal sets it.
 */
function headline(book: Phrasebook, req: ReadingRequest): Answer {
  const card = anchorCard(req.cards);
  if (!card) return { paragraph: '', told: null };
  if (!opensOnHeadline(req)) return { paragraph: book.line('headline_card_one', at(book, card)), told: null };
  const paragraph = book.join([card.lines.advice, book.line('headline_card', at(book, card))]);
  return { paragraph, told: card };
}

export function answerFirst(book: Phrasebook, req: ReadingRequest, shape: QuestionShape): Answer {
  if (!req.question) return headline(book, req);
  const question = shortQuestion(req.question, req.questionLocale ?? req.locale);
  const leaning = spreadLeaning(req.cards, shape, {
    thirdParty: req.thirdParty,
    yesNoSpread: req.spreadId === 'yes-no',
  });
  const topic = shape.topics[0] ?? 'general';
  if (shape.subject.finer === 'raise' && !req.thirdParty) return raiseAnswer(book, req, shape, question);
  // A how or what question names one focus, and what to watch, from the cards (blind review 7); a
  // when-question gets the card's line and a pace, not a plan.
  const asksHow =
    !shape.when &&
    (leaning?.kind === 'guidance' || (leaning?.kind === 'note' && leaning.note === 'not_yes_no'));
  const plan = leaning && asksHow ? focusPlan(book, req.cards, leaning.card, shape.subject) : null;
  const told = plan?.sentences.length ? plan.told : toldCard(leaning, topic, req.cards);
  const reason = !plan?.sentences.length && told && answerLine(book.locale, told, shape.subject);
  // A when-question answered by a card's guidance says its time frame before the card (issue 21 §2).
  const whenFirst =
    shape.when && !shape.time && leaning?.kind === 'guidance' ? `when_${spreadPace(req.cards)}` : null;
  const paragraph = book.join([
    ...(plan?.sentences.length
      ? [
          book.line('answer_asked', { question }),
          ...plan.sentences,
          leaning?.kind === 'note' ? book.line('not_yes_no_after') : '',
        ]
      : leaning
        ? answer(book, leaning, question, told, reason || null, whenFirst)
        : [book.line('answer_asked', { question })]),
    // A how or what question is answered by what to do, not by a pace ("what should I focus on this week").
    shape.time && leaning?.kind !== 'guidance'
      ? book.line(`time_${spreadPace(req.cards)}`, { time: shape.time })
      : '',
    shape.when && !shape.time && !whenFirst ? book.line(`when_${spreadPace(req.cards)}`) : '',
    foreignQuestionNote(req),
    (req.timesAskedBefore ?? 0) > 0 ? book.line('repeat_note') : '',
    lens(book, req, shape, leaning),
  ]);
  return { paragraph, told: plan?.sentences.length ? told : reason ? told : null };
}

/** What the question is about, said after it ("about work", "about “Lisbon” or “Berlin”"), or ''. */
export function aboutOf(book: Phrasebook, shape: QuestionShape): string {
  const topic = shape.topics[0] ?? 'general';
  if (shape.options) return book.line('about_choice', { a: shape.options[0], b: shape.options[1] });
  return topic === 'general' ? '' : book.name(`about_${careKey(topic, shape.animal)}`);
}

/**
 * The closing's way back to the question, by its options or its topic, without quoting it again. A
 * question from a hard place (an illness, a surgery, a loss) gets care instead: "what you do next
 * shapes the answer" would lay a pet's surgery on its owner (blind review 7).
 */
export function closingBack(book: Phrasebook, shape: QuestionShape): string {
  const about = aboutOf(book, shape);
  const kind = shape.subject.heavy ? 'closing_back_heavy' : 'closing_back';
  return about ? book.line(kind, { about }) : book.line(`${kind}_plain`);
}
