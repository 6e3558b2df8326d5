/**
 * The offline oracle, used when no AI key is configured: it composes a real reading from the card
 * meanings, the positions and the question, in the reading's language, picking among phrase variants
 * so readings do not repeat word for word.
 */
import { randomInt } from 'node:crypto';
import { interpolate, namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import { yesNoOf } from '../tarot/yes-no.js';
import type { Oracle, OracleCard, PersonalityRequest, ReadingRequest } from './oracle.js';
import { yesNoAnswer } from './yes-no-answer.js';

type Phrases = Record<string, string[]>;

const pick = (list: string[] | undefined) =>
  list && list.length > 0 ? (list[randomInt(list.length)] as string) : '';

function phrases(locale: Locale): Phrases {
  return namespace<Phrases>(locale, 'oracle');
}

/** The yes/no spread's paragraph: a verdict with its reason, or a note when no verdict fits. */
function yesNoParagraph(p: Phrases, card: OracleCard, req: ReadingRequest): string {
  const answer = yesNoAnswer(card, req.question, req.locale);
  const vars = { card: card.name, keyword: card.keywords[0] ?? '' };
  if (answer.kind === 'note') return interpolate(pick(p[answer.note]), vars);
  return [
    pick(p[answer.value]),
    interpolate(pick(p[`verdict_reason_${yesNoOf(card.cardId, card.reversed)}`]), vars),
    answer.flipped ? pick(p.verdict_flipped) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function synthesis(p: Phrases, cards: OracleCard[]): string[] {
  if (cards.length < 3) return [];
  const notes: string[] = [];
  const majors = cards.filter((c) => c.arcana === 'major').length;
  if (majors === 0) notes.push(pick(p.majors_none));
  else if (majors * 2 >= cards.length) notes.push(pick(p.majors_many));
  const suits = new Map<string, number>();
  for (const c of cards) if (c.suit) suits.set(c.suit, (suits.get(c.suit) ?? 0) + 1);
  const ranked = [...suits.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (top && top[1] >= 2 && (!second || top[1] > second[1])) notes.push(pick(p[`suit_${top[0]}`]));
  if (cards.filter((c) => c.reversed).length * 2 >= cards.length) notes.push(pick(p.reversed_many));
  return notes;
}

export function composeReading(req: ReadingRequest): string[] {
  const p = phrases(req.locale);
  const paragraphs: string[] = [];
  paragraphs.push(
    req.question
      ? interpolate(pick(p.intro_question), { spread: req.spreadName, question: req.question })
      : interpolate(pick(p.intro_general), { spread: req.spreadName }),
  );
  if (req.spreadId === 'yes-no' && req.cards[0]) paragraphs.push(yesNoParagraph(p, req.cards[0], req));
  for (const card of req.cards) {
    const template = pick(card.reversed ? p.card_reversed : p.card_upright);
    const body = interpolate(template, {
      position: card.positionName,
      card: card.name,
      meaning: card.meaning,
    });
    const themes = interpolate(pick(p.keywords), { keywords: card.keywords.join(', ') });
    paragraphs.push(`${body} ${themes}`);
  }
  paragraphs.push(...synthesis(p, req.cards));
  if (req.personalArcana)
    paragraphs.push(interpolate(pick(p.personal_arcana), { card: req.personalArcana.first }));
  paragraphs.push(pick(p.closing));
  return paragraphs.filter(Boolean);
}

export function composePersonality(req: PersonalityRequest): string[] {
  const p = phrases(req.locale);
  const paragraphs = [
    interpolate(pick(p.personality_intro), { first: req.first.name, second: req.second.name }),
  ];
  if (req.first.number === req.second.number) {
    paragraphs.push(interpolate(pick(p.personality_same), { card: req.first.name }), req.first.meaning);
  } else {
    paragraphs.push(
      interpolate(pick(p.personality_first), { card: req.first.name, meaning: req.first.meaning }),
      interpolate(pick(p.personality_second), { card: req.second.name, meaning: req.second.meaning }),
    );
  }
  paragraphs.push(pick(p.personality_closing));
  return paragraphs;
}

export function createOfflineOracle(): Oracle {
  return {
    model: null,
    async interpret(req, onDelta) {
      const paragraphs = composeReading(req);
      for (const [i, paragraph] of paragraphs.entries()) onDelta(i === 0 ? paragraph : `\n\n${paragraph}`);
      return { text: paragraphs.join('\n\n'), usage: null };
    },
    async personality(req) {
      return { text: composePersonality(req).join('\n\n'), usage: null };
    },
  };
}
