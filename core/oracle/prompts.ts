/**
 * Prompts for the AI oracle (DESIGN §6, ADR 0022): in the reading's language, with its form of
 * address, a length scaled to the spread, a fixed structure, each position's meaning, our own card
 * meanings (so AI and offline readings agree), the yes/no answer the app computed, and the guardrails.
 */
import type { Locale } from '../locales.js';
import type { OracleCard, PersonalityRequest, ReadingRequest } from './oracle.js';
import { portrait } from './portrait.js';
import { lengthBudget } from './prompt-length.js';
import { NO_VERDICT_REASON, questionShapeNotes } from './prompt-question.js';
import { ADDRESS, GUARDRAILS, LANGUAGE, reminderLine } from './prompt-rules.js';
import { type QuestionShape, questionShape } from './question-shape.js';
import { SENSITIVE_TOPICS } from './question-topic.js';
import { spreadNote } from './spread-notes.js';
import { type Subject, topicLine } from './topic-line.js';
import { yesNoAnswer } from './yes-no-answer.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Prompt {
  messages: ChatMessage[];
  /** Sent as max_tokens: enough for the length asked for, and no more. */
  maxTokens: number;
}

/** Lower than the client's default: readings should vary in wording, not in what the cards mean. */
export const TEMPERATURE = 0.7;

function lengthRule(locale: Locale, cards: number) {
  const b = lengthBudget(locale, cards);
  return {
    rule: `Length: about ${b.total} ${b.unit} in all, roughly ${b.perCard} ${b.unit} per card, and never more than ${b.most} ${b.unit}.`,
    maxTokens: b.maxTokens,
  };
}

/**
 * The reading's shape, which the offline reader's ends the same way (ADR 0075): the last paragraph
 * closes on one card's advice word for word, which the app sets as a pull-quote under the card's name,
 * and the reminder follows as a line of its own.
 */
const structure = (locale: Locale) =>
  [
    'Structure, as plain-text paragraphs without markdown or headings:',
    "1. The heart of it: two or three sentences that answer the question, the answer itself in the first two, or without a question give the reading's main theme. The first paragraph answers without naming any card or position, and without quoting the question: it shows while every card is still face down, under the question already on screen.",
    "2. Card by card: one short paragraph per card in spread order, beginning with the position and the card; read the card for what its position asks (given below), use the card meaning given, say what a reversal changes, and when there are three or more cards say once how they connect (the arc, repeated suits or numbers; the Major Arcana at most once in the whole reading, never in a card's own paragraph).",
    '3. The close: one short paragraph that first names, in one sentence, the card the answer at the top rests on (by its name, the cards have turned by now), then gives one concrete, gentle step, leaving the choice with the user; it does not say again a step or the words of the first paragraph, since the reading has one take-away, the advice it ends on. End it with the advice given below for the one card that matters most to the question, word for word, with no lead-in ("X has the last word:", "To leave with:"). On a question about health or loss, skip a heavy card\'s advice.',
    `4. Last, as a paragraph of its own, exactly this line: "${reminderLine(locale)}"`,
  ].join('\n');

/** How the prompt names the subject the cards' lines were written for. */
const subjectName = ({ topic, seeking }: Subject) =>
  topic === 'love' && seeking ? 'love, for someone single' : topic;

function cardLines(locale: Locale, cards: OracleCard[], subject: Subject): string[] {
  return cards.flatMap((c, i) => {
    const line = topicLine(locale, c, subject);
    return [
      `${i + 1}. ${c.positionName}: ${c.name} ${c.reversed ? '(reversed)' : '(upright)'}`,
      `   What this position asks: ${c.positionHint}`,
      `   Keywords: ${c.keywords.join(', ')}`,
      `   Element and astrology: ${c.element}; ${c.astrology}`,
      `   Our meaning of the card in this orientation: ${c.meaning}`,
      `   Our advice of the card in this orientation: ${c.lines.advice}`,
      ...(line ? [`   Our reading of the card for this topic (${subjectName(subject)}): ${line}`] : []),
    ];
  });
}

/** The safety layer found a question about someone else (core/safety): said in the system prompt. */
const THIRD_PARTY_RULE =
  "This question is about another person's feelings, fidelity, intentions or health. Never give a yes, no or maybe verdict or a leaning about that person, and never say what they feel, think or will do. Read every card only for the querent's own side: what they feel and need, and what they could ask or do.";

const THIRD_PARTY_NOTE =
  "The question asks about another person: the heart of it speaks to the querent's side of the question, not to what the other person feels or does.";

/** What the question asks for: a verdict, guidance, or care. */
function questionNotes(req: ReadingRequest, shape: QuestionShape): string[] {
  const notes: string[] = [];
  const written = req.questionLocale ?? req.locale;
  if (req.question && written !== req.locale)
    notes.push(
      `The question is written in ${LANGUAGE[written]}: understand it as written, answer in ${LANGUAGE[req.locale]}, and say in one short sentence near the start that you read the question as the querent wrote it.`,
    );
  if (req.thirdParty) notes.push(THIRD_PARTY_NOTE);
  notes.push(...questionShapeNotes(req, shape));
  if (shape.topics.some((t) => SENSITIVE_TOPICS.has(t)))
    notes.push(
      'It touches health or loss: be especially gentle, predict nothing, and point to real support.',
    );
  const first = req.cards[0];
  if (req.spreadId === 'yes-no' && first) {
    const answer = yesNoAnswer(first, req.question, written, req.thirdParty);
    if (answer.kind === 'verdict')
      notes.push(
        `This is the yes/no spread. Begin the heart of it with the leaning of the card: ${answer.value} (the app reads this card as yes, no or maybe${answer.flipped ? '; the question names a feared outcome, so a hopeful card answers it with no' : ''}), then explain it from the card.`,
      );
    else
      notes.push(
        `This is the yes/no spread, but give no yes, no or maybe verdict: ${NO_VERDICT_REASON[answer.note]}. Say so gently and offer guidance instead.`,
      );
  }
  const repeats = req.timesAskedBefore ?? 0;
  if (repeats > 0)
    notes.push(
      `The user asked this same question ${repeats} time${repeats === 1 ? '' : 's'} in the past week: say gently that drawing again rarely makes the answer clearer, and read this spread on its own.`,
    );
  for (const card of req.recurring ?? [])
    notes.push(
      `${card.name} has come up ${card.count} times in the querent's readings of the last ${card.days} days, this one included: say so in one sentence and what its return may ask of them.`,
    );
  return notes;
}

const fenced = (text: string) => `"""${text.replaceAll('"""', '"')}"""`;

/** The querent's names for the two paths: data, quoted and fenced like the question, never instructions. */
function pathsNote(paths: ReadingRequest['pathNames']): string {
  if (!paths || (!paths.a && !paths.b)) return '';
  const named = [
    paths.a ? `path A is ${fenced(paths.a)}` : 'path A is not named',
    paths.b ? `path B is ${fenced(paths.b)}` : 'path B is not named',
  ];
  return `The querent named the two paths (their words quoted verbatim; the position names below use them): ${named.join(', ')}. Speak of each path by its name.`;
}

export function readingPrompt(req: ReadingRequest): Prompt {
  const length = lengthRule(req.locale, req.cards.length);
  const shape = questionShape(req.question, req.questionLocale ?? req.locale);
  const system = [
    `You are a warm, grounded tarot reader. Write the whole answer in ${LANGUAGE[req.locale]}.`,
    ADDRESS[req.locale],
    length.rule,
    structure(req.locale),
    GUARDRAILS,
    req.thirdParty ? THIRD_PARTY_RULE : '',
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    `Spread: ${req.spreadName} (${req.cards.length} ${req.cards.length === 1 ? 'card' : 'cards'})`,
    spreadNote(req.spreadId),
    pathsNote(req.pathNames),
    // The question is data, quoted and fenced, never instructions.
    req.question
      ? `The querent's question (quoted verbatim): """${req.question.replaceAll('"""', '"')}"""`
      : 'No specific question: give a general reading.',
    ...questionNotes(req, shape),
    req.ownDeck
      ? 'The querent drew these cards from their own physical deck and told us which they are: read them as drawn.'
      : '',
    'Cards, in spread order:',
    ...cardLines(req.locale, req.cards, shape.subject),
    req.personalArcana
      ? `The querent's personal arcana are ${req.personalArcana.first} and ${req.personalArcana.second}; mention how they colour this reading, and name it if one of them is among the cards.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    maxTokens: length.maxTokens,
  };
}

/** The personality analysis: 250 to 400 words (500 to 800 characters in Chinese), grounded in our portrait (ADR 0054). */
export function personalityPrompt(req: PersonalityRequest): Prompt {
  const zh = req.locale === 'zh';
  const most = zh ? 800 : 400;
  const p = portrait(req.locale, req.first, req.second);
  return {
    messages: [
      {
        role: 'system',
        content: [
          `You are a thoughtful tarot-based personality guide. Write the whole answer in ${LANGUAGE[req.locale]}.`,
          ADDRESS[req.locale],
          GUARDRAILS,
          `Write a personality analysis of ${zh ? '500 to 800 characters' : '250 to 400 words'} in plain-text paragraphs: core character, gifts, shadows to watch, and the life path.`,
        ].join('\n'),
      },
      {
        role: 'user',
        content: [
          `Birth date: ${req.birthDate}. First (core) arcana: ${req.first.number} ${req.first.name}. Second (path) arcana: ${req.second.number} ${req.second.name}.`,
          'Our portrait of these arcana, for grounding: keep to its reading of the cards and of how they meet, in your own words, without copying it.',
          `Core: ${p.core}`,
          `Path: ${p.path}`,
          `Together: ${p.together}`,
        ].join('\n'),
      },
    ],
    maxTokens: Math.ceil(most * (zh ? 1.3 : 2.4) * 1.3),
  };
}
