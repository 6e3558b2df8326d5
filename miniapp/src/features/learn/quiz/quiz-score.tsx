/** The three figures of a person's quiz score: today's right answers, all right answers, the streak. */
import { useTranslation } from 'react-i18next';
import type { QuizScore } from '../api/quiz.js';

export function QuizScoreFigures({ score }: { score: QuizScore }) {
  const { t } = useTranslation('learn');
  const figures = [
    { key: 'today', value: `${score.today.correct}/${score.today.questions}`, label: t('quiz.score.today') },
    { key: 'total', value: score.total.correct, label: t('quiz.score.total') },
    { key: 'streak', value: score.streak.current, label: t('quiz.score.streak') },
  ];
  return (
    <section className="quiz-score" aria-label={t('quiz.score.label')}>
      <dl data-testid="quiz-score">
        {figures.map((f) => (
          <div key={f.key} className="quiz-score__figure">
            <dt>{f.label}</dt>
            <dd className="figure">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
