/**
 * The day's quiz once all five are answered: the score in words, then each question with its mark, the
 * card as a plain row that opens its page, and on a miss the right answer in muted text, so nobody has
 * to remember what was asked (design review 11, problem 10).
 */
import { Check, ChevronRight, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../ui/icon.js';
import type { Quiz, QuizQuestion } from '../api/quiz.js';

export function QuizDone({ quiz, headingRef }: { quiz: Quiz; headingRef: RefObject<HTMLHeadingElement> }) {
  const { t } = useTranslation('learn');
  const { correct, questions } = quiz.score.today;
  return (
    <section className="quiz-done" aria-labelledby="quiz-done-title">
      <h2 id="quiz-done-title" ref={headingRef} tabIndex={-1}>
        {t('quiz.done_title')}
      </h2>
      <p>{t('quiz.done_body', { correct, total: questions })}</p>
      <ol className="quiz-done__list">
        {quiz.questions.map((q) => (q.answer ? <DoneItem key={q.index} question={q} /> : null))}
      </ol>
      <p className="muted">{t('quiz.come_back')}</p>
    </section>
  );
}

function DoneItem({ question }: { question: QuizQuestion }) {
  const { t } = useTranslation('learn');
  const answer = question.answer;
  if (!answer) return null;
  // On a miss: the right way up, or (the card's name being the right answer) what was said instead.
  const said = question.options.find((o) => o.id === answer.choice)?.label;
  const missed = answer.correct
    ? null
    : question.kind === 'upright_or_reversed'
      ? t(`quiz.missed_${answer.correct_choice}`)
      : t('quiz.you_said', { name: said ?? '' });
  return (
    <li className={`quiz-done__item quiz-done__item--${answer.correct ? 'right' : 'wrong'}`}>
      <Icon icon={answer.correct ? Check : X} />
      <span className="visually-hidden">{t(answer.correct ? 'quiz.right' : 'quiz.wrong')}</span>
      <span className="quiz-done__kind">{t(`quiz.${question.kind}`)}</span>
      <Link href={`/learn/cards/${answer.card.id}`} className="quiz-done__card">
        <span className="quiz-done__name">{answer.card.name}</span>
        {missed ? <span className="quiz-done__answer">{missed}</span> : null}
        <Icon icon={ChevronRight} className="quiz-done__chevron" />
      </Link>
    </li>
  );
}
