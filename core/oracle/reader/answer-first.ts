/**
 * The reading's first paragraph (ADR 0048): the question quoted once, shortened when long, and the
 * answer in the first two sentences (a leaning and the card that tips it, the two options weighed, or
 * the card a how-question leans on), then the time frame, the topics and the way into the cards.
 */
import type { OracleCard, ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import { shortQuestion } from '../question-shape.js';
import type { Topic } from '../question-topic.js';
import { type Leaning, spreadLeaning, spreadPace } from '../spread-leaning.js';
import { shownName, spokenKeywords } from './card-paragraph.js';
import { foreignQuestionNote } from './foreign-question.js';
import type { Phrasebook } from './phrasebook.js';

/** The card with its orientation, since a reversed card's weight is its reversed one. */
const at = (book: Phrasebook, card: OracleCard) => ({
  card: shownName(book, card),
  position: card.positionName,
});

/** The answer's two sentences, with the question quoted in the first. */
/** `spread`: more than one card, so there is a way through the spread to speak of. */
function answer(
  book: Phrasebook,
  leaning: Leaning,
  question: string,
  topic: Topic,
  spread: boolean,
): string[] {
  switch (leaning.kind) {
    case 'verdict': {
      const why =
        leaning.value === 'maybe' && leaning.against
          ? book.line('answer_why_maybe', {
              ...at(book, leaning.because),
              against: shownName(book, leaning.against),
              against_position: leaning.against.positionName,
            })
          : book.line(
              `answer_why_${leaning.value === 'maybe' ? 'open' : 'tipped'}`,
              at(book, leaning.because),
            );
      return [
        book.line(`answer_${leaning.value}`, { question }),
        why,
        leaning.flipped ? book.line('verdict_flipped') : '',
        leaning.value !== 'maybe' && leaning.against
          ? book.line('answer_against', at(book, leaning.against))
          : '',
      ];
    }
    case 'choice': {
      const [a, b] = leaning.options;
      const sides = book.line(leaning.byPaths ? 'answer_choice_paths' : 'answer_choice_sides', { a, b });
      if (leaning.winner === null) return [book.line('answer_choice_even', { question, a, b }), sides];
      const [winner, other] = leaning.winner === 0 ? [a, b] : [b, a];
      return [
        book.line('answer_choice', { question, winner, other }),
        sides,
        leaning.lead ? book.line('answer_choice_why', { ...at(book, leaning.lead), winner }) : '',
      ];
    }
    case 'guidance': {
      const kw = spokenKeywords(book, leaning.card, topic)[0] ?? '';
      return [
        book.line('answer_open', { question, ...at(book, leaning.card), kw }),
        spread ? book.line('answer_open_then') : '',
      ];
    }
    case 'note':
      return [book.line('answer_asked', { question }), book.line(leaning.note, at(book, leaning.card))];
  }
}

function lens(book: Phrasebook, req: ReadingRequest, shape: QuestionShape): string {
  if (req.thirdParty) return book.line('lens_third_party');
  const topics = shape.topics.filter((t) => t !== 'general');
  if (topics.length > 1)
    return book.line('lens_multi', { topics: book.list(topics.map((t) => book.name(`topic_${t}`))) });
  return book.line(`lens_${shape.topics[0] ?? 'general'}`);
}

export function answerFirst(book: Phrasebook, req: ReadingRequest, shape: QuestionShape): string {
  if (!req.question) return book.line('intro_general', { spread: req.spreadName });
  const question = shortQuestion(req.question, req.questionLocale ?? req.locale);
  const topic = shape.topics[0] ?? 'general';
  const leaning = spreadLeaning(req.cards, shape, {
    thirdParty: req.thirdParty,
    yesNoSpread: req.spreadId === 'yes-no',
  });
  const spread = req.cards.length > 1;
  return book.join([
    ...(leaning ? answer(book, leaning, question, topic, spread) : [book.line('answer_asked', { question })]),
    shape.time ? book.line(`time_${spreadPace(req.cards)}`, { time: shape.time }) : '',
    foreignQuestionNote(req),
    (req.timesAskedBefore ?? 0) > 0 ? book.line('repeat_note') : '',
    lens(book, req, shape),
    spread ? book.line('spread_lead', { spread: req.spreadName }) : '',
  ]);
}

/** The closing's way back to the question, by its options or its topic, without quoting it again. */
export function closingBack(book: Phrasebook, shape: QuestionShape): string {
  const topic = shape.topics[0] ?? 'general';
  const about = shape.options
    ? book.line('about_choice', { a: shape.options[0], b: shape.options[1] })
    : topic === 'general'
      ? ''
      : book.name(`about_${topic}`);
  return about ? book.line('closing_back', { about }) : book.line('closing_back_plain');
}
