/**
 * "Learn the cards" through the API on a real database (issue 23 §7, ADR 0051): the daily quiz is the
 * same all day for one person, its questions and options come from the deck, answers are checked on the
 * server and kept once, bad answers are a 422 naming the field, and one person never sees another's.
 */
import { describe, expect, it } from 'vitest';
import { dailyQuiz, type QuizQuestion } from '../../core/learn/quiz.js';
import type { QuizDto, QuizQuestionDto } from '../../core/learn/quiz-dto.js';
import type { QuizScore } from '../../core/learn/quiz-score.js';
import type { ErrorDetail } from '../helpers/error-shape.js';
import { makeApp, type TestApp, testClock } from '../helpers/harness.js';
import { cardTexts } from '../helpers/locale-files.js';
import { accessTokenFor, signUp } from '../helpers/sign-up.js';

const DAY = 24 * 60 * 60 * 1000;
const NOON = Date.UTC(2026, 10, 27, 12);
const TODAY = '2026-11-27';

const quizApp = () => makeApp({ clock: testClock(NOON) });

async function quiz(t: TestApp, token: string, locale = 'en'): Promise<QuizDto> {
  const res = await t.call('GET', `/api/learn/quiz?locale=${locale}`, undefined, token);
  expect(res.status).toBe(200);
  return (await res.json()) as QuizDto;
}

const answer = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/learn/quiz/answers', body, token);

async function answered(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await answer(t, token, body);
  expect(res.status).toBe(201);
  return (await res.json()) as { question: QuizQuestionDto; score: QuizScore };
}

async function refused(t: TestApp, token: string, body: Record<string, unknown>, status: number) {
  const res = await answer(t, token, body);
  expect(res.status).toBe(status);
  return ((await res.json()) as { detail: ErrorDetail }).detail;
}

/** Moves the clock on, and signs in again: an access token lasts 15 minutes. */
async function later(t: TestApp, user: { id: number; token: string }, ms: number) {
  t.deps.clock.advance(ms);
  user.token = await accessTokenFor(t, user.id);
}

const wrongChoice = (q: QuizQuestion) => q.options.find((o) => o !== q.answer) as string;

/** Answers the whole quiz of `day` (the clock must be on it): right on the first `right` questions. */
async function takeQuiz(t: TestApp, user: { id: number; token: string }, day: string, right = 5) {
  for (const [i, q] of dailyQuiz(user.id, day).entries())
    await answered(t, user.token, { day, question: i, choice: i < right ? q.answer : wrongChoice(q) });
}

describe('GET /api/learn/quiz', () => {
  it('asks for a signed-in person', async () => {
    const t = quizApp();
    expect((await t.call('GET', '/api/learn/quiz')).status).toBe(401);
  });

  it('gives one person the same five questions all day, and new ones the next day', async () => {
    const t = quizApp();
    const user = await signUp(t);
    const morning = await quiz(t, user.token);
    expect(morning.day).toBe(TODAY);
    expect(morning.questions).toHaveLength(5);
    await later(t, user, 11 * 60 * 60 * 1000);
    expect(await quiz(t, user.token)).toEqual(morning);
    await later(t, user, DAY);
    const tomorrow = await quiz(t, user.token);
    expect(tomorrow.day).toBe('2026-11-28');
    expect(tomorrow.questions.map((q) => q.options)).not.toEqual(morning.questions.map((q) => q.options));
  });

  it('draws the questions from the deck in the reader language, and hides the name of the card to name', async () => {
    const t = quizApp();
    const { id, token } = await signUp(t);
    const texts = cardTexts('ru');
    const questions = dailyQuiz(id, TODAY);
    const dto = await quiz(t, token, 'ru');
    for (const [i, q] of questions.entries()) {
      const shown = dto.questions[i] as QuizQuestionDto;
      expect(shown).toMatchObject({ index: i, kind: q.kind, answer: null });
      if (q.kind === 'name_the_card') {
        expect(shown.options).toEqual(q.options.map((o) => ({ id: o, label: texts[o]?.name })));
        expect(shown.name).toBeNull();
        const svg = Buffer.from(
          shown.image_url.replace(/^data:image\/svg\+xml;base64,/, ''),
          'base64',
        ).toString();
        expect(svg).toMatch(/^<svg/);
        expect(svg).not.toContain(q.cardId);
        expect(svg).not.toContain(texts[q.cardId]?.name);
      } else {
        const text = texts[q.cardId];
        expect(shown.name).toBe(text?.name);
        expect(shown.keywords).toEqual(q.shown === 'upright' ? text?.upright : text?.reversed);
        expect(shown.options).toEqual([
          { id: 'upright', label: null },
          { id: 'reversed', label: null },
        ]);
      }
    }
  });
});

describe('POST /api/learn/quiz/answers', () => {
  it('checks an answer on the server, reveals the card and keeps the score', async () => {
    const t = quizApp();
    const { id, token } = await signUp(t);
    const [first, second] = dailyQuiz(id, TODAY) as [QuizQuestion, QuizQuestion];
    const right = await answered(t, token, { day: TODAY, question: 0, choice: first.answer });
    expect(right.question.answer).toEqual({
      choice: first.answer,
      correct: true,
      correct_choice: first.answer,
      card: { id: first.cardId, name: cardTexts('en')[first.cardId]?.name, image_url: expect.any(String) },
    });
    // Once answered, the art may carry its name.
    expect(right.question.image_url).toBe(`/api/tarot/cards/${first.cardId}/image.svg`);
    expect(right.score.today).toEqual({ answered: 1, correct: 1, questions: 5 });

    const wrong = await answered(t, token, { day: TODAY, question: 1, choice: wrongChoice(second) });
    expect(wrong.question.answer).toMatchObject({ correct: false, correct_choice: second.answer });
    expect(wrong.score.today).toEqual({ answered: 2, correct: 1, questions: 5 });

    const again = await quiz(t, token);
    expect(again.questions.map((q) => q.answer?.correct ?? null)).toEqual([true, false, null, null, null]);
    expect(again.score.total).toEqual({ answered: 2, correct: 1, days: 1 });
  });

  it('takes one answer per question', async () => {
    const t = quizApp();
    const { id, token } = await signUp(t);
    const [first] = dailyQuiz(id, TODAY) as [QuizQuestion];
    await answered(t, token, { day: TODAY, question: 0, choice: wrongChoice(first) });
    const detail = await refused(t, token, { day: TODAY, question: 0, choice: first.answer }, 409);
    expect(detail.code).toBe('already_answered');
    expect((await quiz(t, token)).score.today.correct).toBe(0);
  });

  it('answers 422 naming the field for a card that is not an option, an unknown id or a bad question', async () => {
    const t = quizApp();
    const { id, token } = await signUp(t);
    const [first, second] = dailyQuiz(id, TODAY) as [QuizQuestion, QuizQuestion];
    const notOffered = dailyQuiz(id, TODAY)
      .map((q) => q.cardId)
      .find((c) => !(first.options as readonly string[]).includes(c)) as string;
    for (const choice of [notOffered, 'major-99', 'upright']) {
      const detail = await refused(t, token, { day: TODAY, question: 0, choice }, 422);
      expect(detail).toMatchObject({ code: 'validation_error', fields: { choice: expect.any(String) } });
    }
    expect(
      (await refused(t, token, { day: TODAY, question: 1, choice: 'major-00' }, 422)).fields,
    ).toHaveProperty('choice');
    for (const question of [5, -1, 1.5, '0'])
      expect(
        (await refused(t, token, { day: TODAY, question, choice: second.answer }, 422)).fields,
      ).toHaveProperty('question');
    expect((await refused(t, token, { question: 0, choice: first.answer }, 422)).fields).toHaveProperty(
      'day',
    );
    expect((await refused(t, token, { day: TODAY, question: 0 }, 422)).fields).toHaveProperty('choice');
    expect((await quiz(t, token)).score.total.answered).toBe(0);
  });

  it("refuses an answer to another day's quiz", async () => {
    const t = quizApp();
    const { id, token } = await signUp(t);
    const [first] = dailyQuiz(id, '2026-11-26') as [QuizQuestion];
    const detail = await refused(t, token, { day: '2026-11-26', question: 0, choice: first.answer }, 409);
    expect(detail.code).toBe('quiz_day_over');
  });

  it('counts a running total and a streak of days with the whole quiz answered', async () => {
    const t = quizApp();
    const user = await signUp(t);
    await takeQuiz(t, user, TODAY, 4);
    await later(t, user, DAY);
    await takeQuiz(t, user, '2026-11-28', 5);
    let score = (await quiz(t, user.token)).score;
    expect(score).toEqual({
      today: { answered: 5, correct: 5, questions: 5 },
      total: { answered: 10, correct: 9, days: 2 },
      streak: { current: 2, longest: 2 },
    });
    // The next morning the streak still stands, waiting for today's quiz.
    await later(t, user, DAY);
    expect((await quiz(t, user.token)).score.streak).toEqual({ current: 2, longest: 2 });
    // A day missed ends it; the longest is remembered.
    await later(t, user, DAY);
    await takeQuiz(t, user, '2026-11-30', 1);
    score = (await quiz(t, user.token)).score;
    expect(score.streak).toEqual({ current: 1, longest: 2 });
    expect(score.total).toEqual({ answered: 15, correct: 10, days: 3 });
  });

  it("shows no one else's answers or score", async () => {
    const t = quizApp();
    const ana = await signUp(t);
    const ben = await signUp(t);
    await takeQuiz(t, ana, TODAY);
    const bens = await quiz(t, ben.token);
    expect(bens.questions.every((q) => q.answer === null)).toBe(true);
    expect(bens.score.total).toEqual({ answered: 0, correct: 0, days: 0 });
    // Ben answers his own quiz's question 0, not Ana's.
    const [his] = dailyQuiz(ben.id, TODAY) as [QuizQuestion];
    await answered(t, ben.token, { day: TODAY, question: 0, choice: his.answer });
    expect((await quiz(t, ana.token)).score.total).toEqual({ answered: 5, correct: 5, days: 1 });
  });
});
