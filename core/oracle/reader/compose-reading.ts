/**
 * The offline reading, paragraph by paragraph: the answer first (ADR 0048), naming no card (ADR 0089),
 * each card in its position (the card a known situation turns on with the situation's sentence about it,
 * ADR 0117), the connections between the cards, the personal arcana, a closing that comes back to the
 * question without quoting it again and ends on the situation's step or one card's counsel, and the
 * guardrail (ADR 0022, 0075).
 */

import { randomInt } from 'node:crypto';
import { translate } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import { reminderLine } from '../prompt-rules.js';
import { type QuestionShape, questionShape } from '../question-shape.js';
import { bereaved } from '../question-tender.js';
import { careKey, SENSITIVE_TOPICS } from '../question-topic.js';
import { ABOUT_ANOTHER } from '../scenarios/scenario.js';
import { type ScenarioVoice, scenarioVoice } from '../scenarios/scenario-voice.js';
import { anchorCard } from '../spread-leaning.js';
import { namedAnimal } from './animal-name.js';
import { type Answer, aboutOf, answerFirst, closingBack } from './answer-first.js';
import { dayParagraphs } from './card-day.js';
import { familyOf, suitLike } from './card-family.js';
import { plainName } from './card-names.js';
import { cardParagraph, isHeavy, shadowed } from './card-paragraph.js';
import { connections } from './connections.js';
import { echoes } from './echoes.js';
import { gentleCards } from './gentle-cards.js';
import { habitFits } from './habit-kind.js';
import { isHarsh } from './harsh-lines.js';
import { inItsBlock } from './its-block.js';
import { bareOptions } from './option-names.js';
import { type Phrasebook, phrasebook } from './phrasebook.js';
import { positionPhrase } from './position-phrase.js';
import { isCalendar, roleOf } from './roles.js';
import { companyFits } from './solo-trip.js';
import { storyCards, turnOf } from './story.js';
import { drawBook } from './story-variant.js';
import { misfit, misfitNote, renamed, whoOf } from './subject-fit.js';
import { namedPerson } from './their-pronoun.js';
import { SHORT_TIME } from './time-words.js';

function personalArcana(book: Phrasebook, req: ReadingRequest): string[] {
  const arcana = req.personalArcana;
  if (!arcana) return [];
  const drawn = req.cards.filter((c) => c.cardId === arcana.firstId || c.cardId === arcana.secondId);
  if (drawn.length > 0)
    return drawn.map((c) =>
      book.line('personal_arcana_drawn', {
        card: plainName(book, c.name),
        position: positionPhrase(book.locale, c),
      }),
    );
  const [first, second] = [plainName(book, arcana.first), plainName(book, arcana.second)];
  if (arcana.firstId === arcana.secondId) return [book.line('personal_arcana_same', { card: first })];
  return [book.line('personal_arcana', { first, second })];
}

/** One line on the cards that keep coming back, with each language's plural forms (ADR 0039). */
function recurringNote(book: Phrasebook, req: ReadingRequest): string {
  return book.join(
    (req.recurring ?? []).map(({ name, count, days }) =>
      translate(req.locale, 'oracle', 'recurring_card', { card: plainName(book, name), count, days }),
    ),
  );
}

/**
 * The counsel to leave with: the anchor card's own advice in the orientation drawn (cards.json), bare,
 * as the reading's last sentence, which the app sets as a pull-quote under the card's name (design
 * review 5). The reading has one take-away (design review 11, problem 1): no quote when the opening has
 * already given that card's counsel. A heavy card's counsel ("accept that this chapter has ended") is
 * not said to someone asking about health or loss: the care line speaks instead.
 */
function counsel(book: Phrasebook, cards: OracleCard[], care: boolean, voice: OracleCard | null): string {
  const anchor = anchorCard(cards);
  if (!anchor || anchor === voice || (care && isHeavy(anchor))) return '';
  // A year read month by month is not closed with a counsel for today (blind review 13's helpers:
  // "put one idea into action today" after twelve months): the counsel of the next card that has one
  // for longer, word for word the deck's, so the app still sets it as the take-away under its name.
  if (!isCalendar(cards)) return anchor.lines.advice;
  const long = [anchor, ...cards].find((c) => !SHORT_TIME[book.locale].test(c.lines.advice));
  return long && long !== voice && !(care && isHeavy(long)) ? long.lines.advice : '';
}

/**
 * The end of the reading: a way back to the question and, for a question that also touches health or
 * loss ("my mother is ill"), the care line, closing the synthesis's last paragraph (or standing alone
 * after a spread too small for one); the card's counsel last; then the one fixed reminder that this is
 * for reflection and entertainment (ADR 0022), a paragraph of its own.
 */
function closing(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  answer: Answer,
  synthesis: string[],
  voice: ScenarioVoice,
  read: string[],
): string[] {
  const care = shape.topics.find((t) => SENSITIVE_TOPICS.has(t));
  // Someone who stands by a grieving friend is not sent to a grief counsellor for a loss that is the friend's
  // (blind review 33, set 2, R28): the care line speaks to the one who supports.
  const supports = care === 'loss' && shape.scenario === 'support_grieving';
  // One concrete step for the situation the question comes from (scenario.ts), where it has one. It is
  // the reading's one take-away (design review 11, problem 1): a card's stock counsel after it clashed
  // as often as it fitted (blind reviews 17 and 18: "Enjoy the garden you have grown" for a songwriter,
  // "what you inherited only out of duty" before a driving test). The share image still signs the
  // counsel of the card the reading leans on (core/share/summary-line.ts).
  // Not one that says again what a card's line for the situation has said (ab14, P39: a savings line in a
  // card's block and again as the step): another variant, or, where each does, any that fits.
  const before = [answer.paragraph, ...read, ...synthesis].join(' ');
  const step = voice.say('step', (line) => !echoes(line, before, req.locale)) || voice.say('step');
  // Not a counsel its card's paragraph has already given word for word (an advice card read by its advice
  // line: "Pick up your tools…" twice in a reading about a novel).
  const given = step ? '' : counsel(book, req.cards, Boolean(care), answer.voice);
  const quote = given && !read.some((p) => p.includes(given)) ? given : '';
  // The story names the question's subject; a spread too small for one comes back to it here, unless a
  // counsel or a step ends it: a stock "keep your question close this week" before it is padding (blind
  // review 13).
  const last = book.join([
    synthesis.at(-1) ?? '',
    req.question && !storyCards(req.cards) && !quote && !step ? closingBack(book, shape) : '',
    step,
    // Emotional health is pointed to a therapist, not to a doctor for a body (blind review 13, R34); a
    // body, an animal or a loss to a doctor, a vet or people who can help (ADR 0022); once: not after a
    // step that already names one (blind review 16: "a near-identical therapy referral twice in a row",
    // "a grief counsellor can walk with you" and then "talking with a grief counsellor can really help").
    // An animal's is its vet, never a step's «врач», which may be one's own doctor. Named once: not again
    // after an opening that named them either (blind review 30, R03: "the vet disclaimer appears three times").
    named(shape.animal ? VET : REFERRAL, req.locale, [answer.paragraph, step])
      ? ''
      : shape.subject.mind
        ? book.line('care_mind')
        : care
          ? book.line(supports ? 'care_support' : `care_${careKey(care, shape.animal)}`)
          : '',
    quote,
  ]);
  return [...synthesis.slice(0, -1), last, reminderLine(req.locale)];
}

/**
 * A card on the road that keeps things as they are ("…or stay in London?"): it is not read by its lines
 * about a move (blind review 13, R21: "starting over somewhere new" for London).
 */
function onStayingPath(card: OracleCard, shape: QuestionShape): boolean {
  if (shape.stays === null || shape.subject.topic !== 'move') return false;
  return card.position.startsWith(shape.stays === 0 ? 'path_a' : 'path_b');
}

/** Two Paths' roads and what each brings. */
const ROADS: ReadonlySet<string> = new Set(['path', 'brings']);

/** The other person's place, and what lies between you and them. */
const THEIR_ROLES: ReadonlySet<string> = new Set(['other', 'bond']);

/** Words that name a professional to turn to: a doctor, a therapist, a counsellor. */
const REFERRAL: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(doctor|GP|therapist|counsell?or|psychologist|helpline)/iu,
  ru: /(?<!\p{L})(врач|психолог|психотерапевт|специалист)/iu,
  de: /(?<!\p{L})(ärzt|arzt|hausarzt|therapeut|psycholog|beratung|trauer(begleit|grupp|berat))/iu,
  es: /(?<!\p{L})(médic|psicólog|terapeut|profesional|grupo de duelo)/iu,
  zh: /医生|心理咨询|咨询师|心理医生|哀伤辅导/,
};

/** Words that name a vet. */
const VET: Record<Locale, RegExp> = {
  en: /(?<!\p{L})vets?(?!\p{L})/iu,
  ru: /ветеринар/iu,
  de: /tierarzt|tierärzt|tierklinik/iu,
  es: /veterinari/iu,
  zh: /兽医/,
};

const named = (words: Record<Locale, RegExp>, locale: Locale, texts: string[]) =>
  texts.some((text) => words[locale].test(text));

export interface ComposeOptions {
  /** An integer in [0, n); crypto's by default, a seeded one in tests that measure many readings. */
  random?: (n: number) => number;
}

export function composeReading(asked: ReadingRequest, options: ComposeOptions = {}): string[] {
  const random = options.random ?? randomInt;
  const book = phrasebook(asked.locale, random);
  const found = questionShape(asked.question, asked.questionLocale ?? asked.locale);
  // Two roads the person named are said by those names ("Master", "Arbeiten"), not by the clauses of
  // the question quoted back (blind review 24: „nach dem Bachelor direkt den Master machen“).
  const { a, b } = asked.pathNames ?? {};
  const shape = found.options && a && b ? { ...found, options: [a, b] as [string, string] } : found;
  // In a tender place the cards are read without their harsh words (gentle-cards.ts).
  const req = { ...asked, cards: gentleCards(asked.cards, shape, book) };
  // The situation's lines obey the tender place's rules as the cards' lines do (harsh-lines.ts).
  const { tender } = shape.subject;
  // A trip taken alone hears no line about the people one travels with (solo-trip.ts), a habit none written
  // for another habit (habit-kind.ts).
  const questionLocale = req.questionLocale ?? req.locale;
  const alone = companyFits(shape.scenario, req.question, questionLocale, req.locale);
  const ownHabit = habitFits(shape.scenario, req.question, questionLocale, req.locale);
  const voice = scenarioVoice(
    req.locale,
    shape.scenario,
    random,
    (line) => (!tender || !isHarsh(line, tender, req.locale)) && alone(line) && ownHabit(line),
  );
  const answer = answerFirst(book, req, shape, voice);
  // A spread laid out for another topic is read for the question's: its positions renamed once.
  const spreadTopic = req.question ? misfit(req.spreadId, shape.subject) : null;
  const names = spreadTopic ? renamed(book, whoOf(req.question, questionLocale, shape.subject)) : null;
  // A spread for a couple says who its places are in their own blocks ("That place stands for your
  // brother"): said in the opening too, the mechanics showed twice (blind review 34, R05). A career spread
  // says once, here, how its places are read for the question.
  const note = spreadTopic === 'work' && names ? misfitNote(book, names) : '';
  // The other person's card, and what lies between you, hear no line the situation wrote for the matter
  // unless it is about them (scenario.ts, ABOUT_ANOTHER).
  const aboutThem = Boolean(shape.scenario && ABOUT_ANOTHER.has(shape.scenario));
  const theirs = (card: OracleCard) => !aboutThem && THEIR_ROLES.has(roleOf(card.position));
  // A loss two people share: the other person's card and the card between you say how it may sit with them
  // and between you (ADR 0118), not the asker's grief (blind review 33, R04).
  const shared = (card: OracleCard) => {
    const role = roleOf(card.position);
    if (shape.scenario !== 'own_grief' || (role !== 'other' && role !== 'bond')) return '';
    // A Major reads as the suit its family shares (the Hermit's silence as the Swords' weight), a Major of
    // change by its own lines (ab48, P07: the Hermit read better by its own line than by "something larger").
    // In English "your sister" is then "she" in her block (their-pronoun.ts, namedPerson).
    return voice.shared(role, suitLike(card) ?? 'major', shadowed(card));
  };
  const cardOptions = {
    hold: (card: OracleCard) => (theirs(card) ? '' : voice.say('hold')),
    // A card is bridged to the situation through its suit (blind reviews 16 and 17: "stock card meanings
    // that ignore the question"), in its shadow when it is heavy or reversed (unless its reversal is a
    // relief); a Major by its family's line (card-family.ts); each line once, at most five (scenario-
    // voice.ts; side-by-side rating ab13: without these lines the readings lost 32 of 40).
    // A card on the road that stays put hears no suit line written for the move (blind review 19: "the
    // city or the country that calls you" for staying in Seville).
    // The other person's card hears none either: the lines speak to the asker (blind review 20: "Bei den
    // Kelchen geht es um deine eigenen Gefühle" for the card in Max's place).
    element: (card: OracleCard) => {
      if (onStayingPath(card, shape) || roleOf(card.position) === 'other') return '';
      const shadow = shadowed(card);
      if (card.suit) return voice.suit(card.suit, shadow);
      // A road not yet chosen hears no situation line on its Major (ab14, P18: "the move's preparations
      // overwhelm you" on the Empress of a road still to be chosen).
      return ROADS.has(roleOf(card.position)) ? '' : voice.major(familyOf(card), shadow);
    },
    subject: shape.subject,
    hasQuestion: Boolean(req.question),
    openers: new Set<string>(),
    misfit: names,
  };
  const about = req.question ? aboutOf(book, shape) : '';
  // A known situation says where the cards turn in that card's own block, in its words (story.ts, turnOf).
  const situated = Boolean(req.question && about && voice.scenario);
  const turn = situated
    ? turnOf(req.cards, Boolean(shape.subject.heavy), (kind, card) =>
        theirs(card)
          ? []
          : voice.turns(kind, familyOf(card)).flatMap((line) => inItsBlock(line, req.locale) ?? []),
      )
    : null;
  const turnLine = turn ? drawBook(req.locale, req.cards).say(turn.lines) : '';
  // Without a question the story names no subject (design review 9: not "what is on your mind"), nor for a
  // question with nothing to name ("What should I know about the year ahead?"): "the month to build on for
  // your question" rang hollow (blind review 28).
  const subject = req.question && about ? book.line('story_subject', { about }) : '';
  // The story's own words open the section (ADR 0090); no line credits the opening to a card (design
  // review 10, problem 3).
  const [story = '', ...after] = [
    ...connections(book, req.cards, {
      subject,
      heavy: Boolean(shape.subject.heavy),
      side: answer.side,
      heart: shape.subject.topic === 'love',
      situated,
    }),
    recurringNote(book, req),
    ...personalArcana(book, req),
  ].filter(Boolean);
  const synthesis = [story, ...after].filter(Boolean);
  // A death that has happened is met with condolences before anything else (blind review 13, R13).
  // Someone standing by a grieving friend is not told "I am so sorry for your loss" (blind review 33, R28).
  const lost = bereaved(req.question, questionLocale);
  const sorrow = lost
    ? book.line(shape.scenario === 'support_grieving' ? 'condolence_support' : 'condolence')
    : '';
  const read = req.cards.map((card) =>
    cardParagraph(book, card, {
      ...cardOptions,
      subject: onStayingPath(card, shape) ? { ...shape.subject, topic: 'general' } : shape.subject,
      told: card === answer.told,
      said: answer.paragraph,
      situated: card === turn?.card ? turnLine : '',
      instead: shared(card),
    }),
  );
  const blocks = [...read, ...dayParagraphs(req)];
  const end = closing(book, req, shape, answer, synthesis, voice, read);
  // A situation's step with nothing of the cards together before it closes the last card's block: alone
  // it would stand word for word in every reading of that situation (issue 21: paragraphs repeated < 3%).
  const [last = '', ...rest] = end;
  const closed =
    synthesis.length === 0 && voice.scenario && req.question && blocks.length > 0
      ? [...blocks.slice(0, -1), book.join([blocks.at(-1) ?? '', last]), ...rest]
      : [...blocks, ...end];
  const paragraphs = namedAnimal(
    [book.join([sorrow, answer.paragraph, note]), ...closed].filter(Boolean),
    req.question,
    questionLocale,
  );
  // "She" and "he" only where the reading and the question are both English: a Spanish "he decidido"
  // asked of an English reading names no man.
  const sameLanguage = questionLocale === req.locale;
  return bareOptions(
    namedPerson(paragraphs, req.cards, sameLanguage ? req.question : null, req.locale),
    shape.options,
    req.question,
    req.locale,
  );
}
