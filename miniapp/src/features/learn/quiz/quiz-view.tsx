/**
 * The daily quiz (/learn/quiz): five questions, the same all day, one at a time; the score above them
 * and, once all five are answered, a summary of the day with links to the cards.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../lib/locales.js';
import { buttonClass } from '../../../ui/button.js';
import { type Quiz, useQuiz } from '../api/quiz.js';
import { QuizDone } from './quiz-done.js';
import { QuizQuestion } from './quiz-question.js';
import { QuizScoreFigures } from './quiz-score.js';
import './quiz-telegram.css';

/** The first question without an answer; the number of questions when all are answered. */
const firstOpen = (quiz: Quiz) => {
  const open = quiz.questions.findIndex((q) => q.answer === null);
  return open < 0 ? quiz.questions.length : open;
};

export function QuizView() {
  const { t, i18n } = useTranslation('learn');
  const { quiz, error, reload, answer } = useQuiz(toLocale(i18n.language));
  const [current, setCurrent] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new quiz (first load, another day) starts at its first open question.
  const day = quiz?.day;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new day moves the place
  useEffect(() => {
    if (quiz) setCurrent(firstOpen(quiz));
  }, [day]);

  if (error)
    return (
      <div className="alert" role="alert">
        {error}{' '}
        <button type="button" className={buttonClass('secondary', { small: true })} onClick={reload}>
          {t('common:retry')}
        </button>
      </div>
    );
  if (!quiz || current === null)
    return (
      <div className="learn__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );

  const question = quiz.questions[current];
  const next = () => {
    setCurrent(current + 1);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <div className="quiz">
      <QuizScoreFigures score={quiz.score} />
      {question ? (
        <QuizQuestion
          key={`${quiz.day}-${question.index}`}
          question={question}
          total={quiz.questions.length}
          headingRef={heading}
          onAnswer={(choice) => answer(question.index, choice)}
          onNext={next}
        />
      ) : (
        <QuizDone quiz={quiz} headingRef={heading} />
      )}
    </div>
  );
}
