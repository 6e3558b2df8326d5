/**
 * The reading's first paragraph (ADR 0048, 0089): the answer in the first sentences (a leaning, the two
 * options weighed, or what a how-question should do), in the cards' words for the question's subject
 * (topic-line.ts), then the time frame, the topics and the lens. It shows before any card has turned,
 * so it names no card and no position and does not quote the question the screen already shows; each
 * card's own block, once turned, says what it adds (design review 10, problem 3: no credit line).
 */
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import { careKey, type Topic } from '../question-topic.js';
import type { ScenarioVoice } from '../scenarios/scenario-voice.js';
import {
  anchorCard,
  type Leaning,
  nowCard,
  spreadLeaning,
  spreadMood,
  spreadPace,
} from '../spread-leaning.js';
import { hasTopicLine, type Subject } from '../topic-line.js';
import { isReleased, readWithCare } from './card-paragraph.js';
import { echoes } from './echoes.js';
import { answerLine, fittingRoleLine, offSubject } from './fitted-line.js';
import { focusPlan } from './focus-plan.js';
import { foreignQuestionNote } from './foreign-question.js';
import type { Phrasebook } from './phrasebook.js';
import { LINE_OF, roleLine } from './role-lines.js';
import { isCalendar, roleOf } from './roles.js';
import { rootLine } from './root-line.js';
import { situatedSentences } from './situated-answer.js';

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

/**
 * What the opening says. It shows while every card is still face down (the reveal), so it answers in
 * the cards' words but names no card and no position.
 */
interface Said {
  sentences: string[];
  /** The card whose counsel (a step, its advice) the answer has said. */
  voice?: OracleCard | null;
  /** Two Paths: the road the answer chose (0 for path A), null when it chose neither. */
  side?: 0 | 1 | null;
}

/** The answer's sentences, in the cards' words and with no card named. */
function answer(
  book: Phrasebook,
  leaning: Leaning,
  told: OracleCard | null,
  reason: string | null,
  when: string | null,
  /** The question asks what or how, not whether. */
  open: boolean,
  subject: Subject,
  /** The spread is one card: it leans, not "the cards". */
  one = false,
): Said {
  switch (leaning.kind) {
    case 'verdict': {
      const maybe = leaning.value === 'maybe';
      const hopeful = isHopeful(leaning.because);
      // The card already named as the one that pulls is not named again as "what could tip it".
      const tips = Boolean(reason && told && maybe && told !== leaning.because);
      return {
        sentences: [
          book.line(`answer_${leaning.value}${one ? '_one' : ''}`),
          leaning.paths ? book.line(`answer_paths_${leaning.value}${hopeful ? '' : '_lighter'}`) : '',
          reason && told ? (tips ? book.line('answer_tip', { reason }) : reason) : '',
          leaning.flipped ? book.line('verdict_flipped') : '',
        ],
        voice: reason && told ? told : null,
        side: leaning.paths ? (leaning.value === 'yes' ? 0 : leaning.value === 'no' ? 1 : null) : undefined,
      };
    }
    case 'choice': {
      // The answer names an option in the question's terms; how the spread was split between the
      // options is the reader's business, not the querent's (blind review 4).
      const [a, b] = leaning.options;
      const lead = leaning.lead;
      const why = reason ?? (lead ? fittingRoleLine(book.locale, lead, 'outcome', subject) : '');
      // One card picks no side: it is a lens on both, and its line says what to look for in each.
      if (leaning.weighing === 'lens' && lead)
        return {
          sentences: [
            book.line('answer_choice_lens', { a, b }),
            book.line('answer_choice_look', { line: why }),
          ],
          voice: lead,
        };
      if (leaning.winner === null) {
        // Two roads the cards weigh the same are left even: the card that helps choose says its counsel in
        // its own block. Said here as "what could tip it", its line for the question's part of life read as
        // advice for another question (blind review 26: "old colleagues or a hobby from kindergarten" for a
        // Master or a year of work), and so did its counsel (blind review 28: "list all your tasks",
        // "spend time with your people").
        const tip = told && roleOf(told.position) === 'advice' ? '' : reason;
        return {
          side: null,
          sentences: [
            book.line(lead ? 'answer_choice_card_even' : 'answer_choice_even', { a, b }),
            tip && told ? book.line('answer_tip', { reason: tip }) : '',
          ],
          voice: tip && told ? told : null,
        };
      }
      const [winner, other] = leaning.winner === 0 ? [a, b] : [b, a];
      // An option that wins only by meeting less resistance is not chosen at all: no card speaks for it
      // (blind review 5: "stay meets less resistance", with no argument, against the asker's boredom).
      if (!lead || !isHopeful(lead))
        return { sentences: [book.line('answer_choice_even', { a, b })], side: null };
      return {
        sentences: [book.line('answer_choice', { winner, other }), why],
        voice: reason && told ? told : lead,
        side: leaning.winner,
      };
    }
    case 'guidance': {
      // A how-question is answered by what the card says of its subject, or else by what it counsels
      // (its own block then reads another of its counsels).
      const words = reason ?? fittingRoleLine(book.locale, leaning.card, 'advice', subject);
      // A when-question hears its time frame first, in the spread's own pace, then what brings it closer.
      const sentences = when
        ? [book.line(when), book.line('when_card', { answer: words })]
        : [book.line('answer_open', { answer: words })];
      return { sentences, voice: leaning.card };
    }
    case 'note': {
      // A how-question on the yes/no spread still gets the card's counsel, not only a refusal.
      const counsel = leaning.note === 'not_yes_no';
      return {
        sentences: [
          // "What does he feel?" asks for no yes or no: it hears that no card sees into him, not that a
          // yes or a no would be a guess.
          book.line(leaning.note === 'third_party_no_verdict' && open ? 'lens_third_party' : leaning.note),
          counsel ? fittingRoleLine(book.locale, leaning.card, 'advice', subject) : '',
        ],
        voice: counsel ? leaning.card : null,
      };
    }
  }
}

/**
 * How the cards will be read, said only where it changes the reading: another person's heart, an
 * illness or a loss, read gently. Otherwise the cards speak for themselves: no line announces that
 * "each card is read for health and work" (blind review 13), and a question about one's emotional
 * health hears nothing of what a body will do (blind review 13, R34).
 */
function lens(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  leaning: Leaning | null,
  situated: boolean,
): string {
  // The answer's own note has already said the cards cannot see into another person.
  if (req.thirdParty)
    return leaning?.kind === 'note' && leaning.note === 'third_party_no_verdict'
      ? ''
      : book.line('lens_third_party');
  // A known situation's own words have already said how its cards are read (blind review 28, R33: "No card
  // replaces the vet… This is about an animal you love, so the cards are read gently", two in a row).
  const { subject } = shape;
  return readWithCare(subject) && !situated ? book.line(`lens_${careKey(subject.topic, shape.animal)}`) : '';
}

export interface Answer {
  /** The opening: no card and no position named, since every card is still face down when it shows. */
  paragraph: string;
  /** The card whose subject line the answer has said, or null. */
  told: OracleCard | null;
  /**
   * The card whose counsel the opening has given, or null: the reading's closing quote is the counsel
   * of the card the spread leans on, and is not said when the opening already spoke for that card
   * (design review 11, problem 1: one take-away, never one said twice).
   */
  voice: OracleCard | null;
  /** Two Paths: the road the opening chose (0 for path A), null for neither; the story keeps to it. */
  side?: 0 | 1 | null;
}

const said = (
  book: Phrasebook,
  paragraph: string[],
  told: OracleCard | null,
  voice: OracleCard | null,
): Answer => ({ paragraph: book.join(paragraph), told, voice });

/**
 * "Should I ask for a raise?" is answered yes, with how (blind review 5: a shrug is no answer): a raise
 * nobody asks for is rarely given, and the card the spread leans on says how to ask.
 */
function raiseAnswer(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  voice: ScenarioVoice,
): Answer | null {
  // The situation's own how, where it has one, rather than a card's step read for money (blind review 13).
  // "How do I ask?" has decided to ask: no "Yes, ask" before the how (blind review 17).
  const asked = shape.kind === 'open';
  const asksHow = asked && !shape.why;
  const how = (asksHow ? voice.how(spreadMood(req.cards)) : '') || voice.say('open');
  if (how) return said(book, [asked ? '' : book.line('answer_raise'), how], null, null);
  const card = anchorCard(req.cards);
  const plan = card ? focusPlan(book, req.cards, card, shape.subject, { frame: 'answer_raise_how' }) : null;
  if (!plan?.sentences.length) return null;
  // The how is the card's step for the subject, and the obstacle's warning what to watch in the talk.
  return said(book, [book.line('answer_raise'), ...plan.sentences], plan.told, card ?? null);
}

/**
 * Without a question (or with words that ask nothing), the reading opens on where things stand: the
 * situation line of the card that stands for now (the present, the theme), a statement and not a
 * counsel, so that the closing quote, the counsel of the card the spread leans on, is the reading's one
 * thing to do (design review 11, problem 1). It never reads a card for where things lead as now, nor
 * gives away the outcome before it turns (design review 12, problem 1). A single card is read the same
 * way, with no line of bookkeeping ("Today's word comes from…"); its block is the day's counsel, so no
 * quote follows it.
 */
function headline(book: Phrasebook, req: ReadingRequest): Answer {
  const anchor = anchorCard(req.cards);
  const now = nowCard(req.cards);
  if (!anchor || !now) return { paragraph: '', told: null, voice: null };
  // Where things stand, in words the closing quote does not say again ("the wheel is turning" twice).
  const situation = roleLine(book.locale, now, 'situation');
  const foundation = roleLine(book.locale, now, 'foundation');
  const quiet = (line: string) => line && !echoes(line, anchor.lines.advice, book.locale);
  return {
    paragraph: [situation, foundation].find(quiet) ?? situation,
    told: null,
    voice: req.cards.length === 1 ? anchor : null,
  };
}

/** The notes that say no card sees into another person. */
const THIRD_PARTY = new Set(['lens_third_party', 'third_party_no_verdict']);

/**
 * A spread with a place for the other person reads their card as an impression of their side, so its
 * note says that, not "this reading speaks only to your side" before it reads them (blind review 22:
 * «这次解读只谈你这一边», then the friend's card).
 */
function theirCardBook(book: Phrasebook): Phrasebook {
  return { ...book, line: (key, vars) => book.line(THIRD_PARTY.has(key) ? 'lens_their_card' : key, vars) };
}

export function answerFirst(
  given: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  voice: ScenarioVoice,
): Answer {
  const book = req.cards.some((c) => roleOf(c.position) === 'other') ? theirCardBook(given) : given;
  const leaning = req.question
    ? spreadLeaning(req.cards, shape, { thirdParty: req.thirdParty, yesNoSpread: req.spreadId === 'yes-no' })
    : null;
  // The page shows the question above the reading, and the chat just above it, so it is not quoted.
  const raise =
    leaning && shape.subject.finer === 'raise' && !req.thirdParty && raiseAnswer(book, req, shape, voice);
  if (raise) return raise;
  // "What should I know about the year?" hears where things stand, as a reading without a question
  // does, before the cards; a known situation answers in its own words below.
  const asks = leaning?.kind === 'guidance' || (leaning?.kind === 'note' && leaning.note === 'not_yes_no');
  if (!leaning || (asks && shape.know && !voice.scenario)) {
    const word = headline(book, req);
    return req.question
      ? { ...word, paragraph: book.join([word.paragraph, notes(book, req, shape, null)]) }
      : word;
  }
  const topic = shape.topics[0] ?? 'general';
  // A how or what question names one focus, and what to watch, from the cards (blind review 7); a
  // when-question gets the card's line and a pace, not a plan.
  const asksHow = !shape.when && asks;
  const focus = asksHow ? leaning.card : null;
  const plan = focus
    ? focusPlan(book, req.cards, focus, shape.subject, { long: isCalendar(req.cards) })
    : null;
  const subjectTold = plan?.sentences.length ? plan.told : toldCard(leaning, topic, req.cards);
  // Staying put is not read by a card's line about a move ("your relocation will feel like a victory
  // lap" for "stay in London": blind review 13, R21).
  const stayWins =
    leaning.kind === 'choice' &&
    leaning.winner !== null &&
    leaning.winner === shape.stays &&
    topic === 'move';
  const subjectReason =
    !plan?.sentences.length &&
    subjectTold &&
    !stayWins &&
    answerLine(book.locale, subjectTold, shape.subject);
  // A leaning with no line for the question's subject (a general "Will it work out?") still says why: the
  // card it rests on, in its general line (its block reads its position's), unless the question comes
  // from a hard place, where only the cards' own position lines speak (a bare verdict repeated across
  // readings word for word: 2.97 % of paragraphs).
  const because = leaning.kind === 'verdict' && !leaning.paths ? leaning.because : null;
  const usable =
    !subjectReason && !plan?.sentences.length && because && !shape.subject.heavy
      ? verdictReason(book, because, shape.subject)
      : '';
  const told = subjectReason ? subjectTold : usable ? because : subjectTold;
  const reason = subjectReason || usable;
  // A lone card's pace is its own ("this is a slow card"), not "these cards" (blind review 13, R06).
  const pace = `${spreadPace(req.cards)}${req.cards.length === 1 ? '_one' : ''}`;
  // A body's matter hears no pace: "growth here is slow" read as a forecast to someone hoping for a child or
  // waiting for someone to get better (ab45's helpers: "that speed could carry things forward this year").
  const paced = !(shape.subject.topic === 'health' && !shape.subject.mind);
  // A when-question answered by a card's guidance says its time frame before the card (issue 21 §2).
  const whenFirst = paced && shape.when && !shape.time && leaning.kind === 'guidance' ? `when_${pace}` : null;
  // A why-question hears the root before the way (blind review 13, R01).
  const root = focus && shape.why ? rootLine(book, req.cards, focus, shape.subject) : '';
  // A known situation answers in its own words (situated-answer.ts); no card's line is said for it.
  const situated = situatedSentences(book, req, shape, leaning, voice);
  const main: Said = situated
    ? { sentences: situated }
    : plan?.sentences.length
      ? {
          sentences: [root, ...plan.sentences, leaning.kind === 'note' ? book.line('not_yes_no_after') : ''],
        }
      : answer(
          book,
          leaning,
          told,
          reason || null,
          whenFirst,
          shape.kind === 'open',
          shape.subject,
          req.cards.length === 1,
        );
  // A card none of whose lines fits the question (every line of the Ten of Pentacles speaks of a family:
  // ADR 0102) gives no answer of its own: the opening says where things stand, as for a what-to-know.
  if (!main.sentences.some(Boolean)) {
    const word = headline(book, req);
    return { ...word, paragraph: book.join([word.paragraph, notes(book, req, shape, leaning)]) };
  }
  // A when-question hears its pace in the first sentences (issue 21 §2), before a situation's answer.
  const when =
    paced && shape.when && !shape.time && (situated || !whenFirst) ? book.line(`when_${pace}`) : '';
  const paragraph = [
    situated ? when : '',
    ...main.sentences,
    // A how or what question is answered by what to do, not by a pace ("what should I focus on this week").
    paced && shape.time && leaning.kind !== 'guidance' ? book.line(`time_${pace}`, { time: shape.time }) : '',
    situated ? '' : when,
    notes(book, req, shape, leaning, Boolean(situated)),
  ];
  if (situated) return said(book, paragraph, null, null);
  return {
    ...said(
      book,
      paragraph,
      plan?.sentences.length || reason ? told : null,
      // Where a card leads is not its counsel: the closing quote still gives that.
      plan?.sentences.length ? focus : usable && !subjectReason ? null : (main.voice ?? null),
    ),
    side: main.side,
  };
}

/**
 * Why a general leaning leans (a "Will it work out?" with no subject): where the card it rests on leads,
 * or what it brings next, whichever its own block does not read and fits the question.
 */
function verdictReason(book: Phrasebook, because: OracleCard, subject: Subject): string {
  const own = LINE_OF[roleOf(because.position)];
  return (
    (['outcome', 'future'] as const)
      .filter((line) => line !== own)
      .map((line) => roleLine(book.locale, because, line))
      .find((line) => line && !offSubject(line, subject, book.locale)) ?? ''
  );
}

/** What the opening adds after the answer: the question's language, a repeat, the lens. */
function notes(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  leaning: Leaning | null,
  situated = false,
): string {
  return book.join([
    foreignQuestionNote(req),
    (req.timesAskedBefore ?? 0) > 0 ? book.line('repeat_note') : '',
    lens(book, req, shape, leaning, situated),
  ]);
}

/**
 * What the question is about, said after it ("about work", "about “Lisbon” or “Berlin”", "about your
 * grief"), or ''. A found situation is named as itself (blind review 17: "your question about love" after
 * a breakup, "about the people close to you" for a grieving brother).
 */
export function aboutOf(book: Phrasebook, shape: QuestionShape): string {
  const topic = shape.topics[0] ?? 'general';
  if (shape.options) return book.line('about_choice', { a: shape.options[0], b: shape.options[1] });
  const situation = shape.scenario ? `about_situation_${shape.scenario}` : '';
  if (situation && book.name(situation) !== situation) return book.name(situation);
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
