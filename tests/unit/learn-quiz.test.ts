/**
 * The daily quiz of "Learn the cards" (ADR 0051): the same five questions for one person all day, new
 * ones the next day and for someone else, every question and option taken from the deck.
 */
import { describe, expect, it } from 'vitest';
import { dailyQuiz, groupOf, NAME_OPTIONS, QUIZ_LENGTH } from '../../core/learn/quiz.js';
import { DECK, findCard } from '../../core/tarot/deck.js';

const ids = new Set(DECK.map((c) => c.id));
const groupOfId = (id: string) => {
  const card = findCard(id);
  if (!card) throw new Error(`no card ${id}`);
  return groupOf(card);
};
const cardsOf = (userId: number, day: string) => dailyQuiz(userId, day).map((q) => q.cardId);

describe('dailyQuiz', () => {
  it('asks one person the same five questions all day', () => {
    expect(dailyQuiz(7, '2026-11-27')).toEqual(dailyQuiz(7, '2026-11-27'));
    expect(dailyQuiz(7, '2026-11-27')).toHaveLength(QUIZ_LENGTH);
  });

  it('asks other questions the next day and of another person', () => {
    expect(cardsOf(7, '2026-11-28')).not.toEqual(cardsOf(7, '2026-11-27'));
    expect(cardsOf(8, '2026-11-27')).not.toEqual(cardsOf(7, '2026-11-27'));
  });

  it('alternates "which card is this?" with "upright or reversed?", about five different cards', () => {
    const quiz = dailyQuiz(7, '2026-11-27');
    expect(quiz.map((q) => q.kind)).toEqual([
      'name_the_card',
      'upright_or_reversed',
      'name_the_card',
      'upright_or_reversed',
      'name_the_card',
    ]);
    expect(new Set(quiz.map((q) => q.cardId)).size).toBe(QUIZ_LENGTH);
  });

  it('takes every card, option and answer from the deck, over half a year of days for several people', () => {
    const seen = new Set<string>();
    const shownAs = new Set<string>();
    const answerPlaces = new Set<number>();
    for (let user = 1; user <= 6; user++)
      for (let d = 0; d < 183; d++) {
        const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
        for (const q of dailyQuiz(user, day)) {
          expect(ids.has(q.cardId)).toBe(true);
          seen.add(q.cardId);
          if (q.kind === 'upright_or_reversed') {
            expect(q.options).toEqual(['upright', 'reversed']);
            expect(q.answer).toBe(q.shown);
            shownAs.add(q.shown);
            continue;
          }
          expect(q.answer).toBe(q.cardId);
          expect(q.options).toHaveLength(NAME_OPTIONS);
          expect(new Set(q.options).size).toBe(NAME_OPTIONS);
          expect(q.options).toContain(q.cardId);
          answerPlaces.add(q.options.indexOf(q.cardId));
          const card = findCard(q.cardId);
          const options = q.options.map((id) => findCard(id));
          if (card?.suit) {
            // A minor card among its rank in the four suits: the count or the figure is no clue, the suit is.
            expect(options.map((c) => c?.number)).toEqual(q.options.map(() => card.number));
            expect(new Set(q.options.map(groupOfId)).size).toBe(NAME_OPTIONS);
          } else {
            expect(q.options.map(groupOfId)).toEqual(q.options.map(() => 'major'));
          }
        }
      }
    expect(seen.size).toBe(DECK.length);
    expect([...shownAs].sort()).toEqual(['reversed', 'upright']);
    expect([...answerPlaces].sort()).toEqual([0, 1, 2, 3]);
  });
});
