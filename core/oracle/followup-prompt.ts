/**
 * The AI prompt for a follow-up question (DESIGN §6b). Its order serves the provider's prompt cache:
 * what stays the same for every follow-up of a reading comes first (the system prompt, which depends
 * only on the language; the reading with its cards and interpretation; earlier follow-ups as turns of
 * the conversation), and the new question with its clarifier card comes last.
 */
import type { FollowupRequest, OracleCard } from './oracle.js';
import { ADDRESS, GUARDRAILS, LANGUAGE } from './prompt-rules.js';
import type { Prompt } from './prompts.js';

/** Two or three short paragraphs: about 150 words, 300 characters in Chinese. */
function length(req: FollowupRequest) {
  const zh = req.reading.locale === 'zh';
  return {
    rule: `Length: two or three short paragraphs, about ${zh ? '300 characters' : '150 words'}, never more than ${zh ? '400 characters' : '200 words'}.`,
    maxTokens: zh ? 700 : 650,
  };
}

const STRUCTURE = [
  'You are continuing a tarot reading the querent already received. They ask a follow-up question, and one clarifier card was drawn for it from the cards not in the spread.',
  'Answer the follow-up as plain-text paragraphs without markdown or headings: first answer the question through the clarifier card (what it says, in its orientation); then read it in the light of the spread, naming the position or card of the spread it speaks to most; end with one gentle, concrete step. Do not retell the whole reading.',
].join('\n');

/** The clarifier follow-up rule for a question about someone else, sent with that question only. */
const THIRD_PARTY =
  "This follow-up asks about another person's feelings, fidelity, intentions or health. Give no yes, no or maybe verdict or leaning about that person and never say what they feel, think or will do; read the clarifier only for the querent's own side.";

const cardLine = (c: OracleCard) => `${c.name} ${c.reversed ? '(reversed)' : '(upright)'}`;

const quoted = (text: string) => `"""${text.replaceAll('"""', '"')}"""`;

function readingContext(req: FollowupRequest): string {
  const r = req.reading;
  return [
    `The reading so far. Spread: ${r.spreadName} (${r.cards.length} ${r.cards.length === 1 ? 'card' : 'cards'})`,
    r.question
      ? `The querent's original question (quoted verbatim): ${quoted(r.question)}`
      : 'No original question.',
    'Cards, in spread order:',
    ...r.cards.map(
      (c, i) => `${i + 1}. ${c.positionName}: ${cardLine(c)} (keywords: ${c.keywords.join(', ')})`,
    ),
    'The interpretation the querent received:',
    quoted(req.interpretation),
  ].join('\n');
}

function questionTurn(question: string, card: OracleCard): string {
  return `Follow-up question (quoted verbatim): ${quoted(question)}\nClarifier card: ${cardLine(card)}`;
}

function newQuestion(req: FollowupRequest): string {
  const c = req.card;
  const written = req.questionLocale ?? req.reading.locale;
  return [
    questionTurn(req.question, c),
    `   Keywords: ${c.keywords.join(', ')}`,
    `   Element and astrology: ${c.element}; ${c.astrology}`,
    `   Our meaning of the card in this orientation: ${c.meaning}`,
    written !== req.reading.locale
      ? `The question is written in ${LANGUAGE[written]}: understand it as written and answer in ${LANGUAGE[req.reading.locale]}.`
      : '',
    req.thirdParty ? THIRD_PARTY : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function followupPrompt(req: FollowupRequest): Prompt {
  const locale = req.reading.locale;
  const len = length(req);
  const system = [
    `You are a warm, grounded tarot reader. Write the whole answer in ${LANGUAGE[locale]}.`,
    ADDRESS[locale],
    len.rule,
    STRUCTURE,
    GUARDRAILS,
  ].join('\n');
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: readingContext(req) },
      ...req.earlier.flatMap((f) => [
        { role: 'user' as const, content: questionTurn(f.question, f.card) },
        { role: 'assistant' as const, content: f.answer },
      ]),
      { role: 'user', content: newQuestion(req) },
    ],
    maxTokens: len.maxTokens,
  };
}
