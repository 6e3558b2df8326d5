/**
 * "Learn the cards" (/learn, /learn/quiz; issue 23 §7, ADR 0051): the card library shelf by shelf, or
 * the daily quiz.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LibraryView } from './library/library-view.js';
import { QuizView } from './quiz/quiz-view.js';
import '../../ui/segmented.css';
import './learn.css';

export type LearnView = 'cards' | 'quiz';

export default function LearnPage({ view }: { view: LearnView }) {
  const { t } = useTranslation('learn');
  return (
    <section className="learn" aria-labelledby="learn-title">
      <header className="learn__head">
        <h1 id="learn-title">{t('title')}</h1>
        <p className="muted">{t(`subtitle.${view}`)}</p>
      </header>
      <nav className="learn__segmented learn__views tg-segmented" aria-label={t('views.label')}>
        {(['cards', 'quiz'] as const).map((v) => (
          <Link
            key={v}
            href={v === 'quiz' ? '/learn/quiz' : '/learn'}
            className={v === view ? 'is-active' : ''}
            aria-current={v === view ? 'page' : undefined}
          >
            {t(`views.${v}`)}
          </Link>
        ))}
      </nav>
      {view === 'quiz' ? <QuizView /> : <LibraryView />}
    </section>
  );
}
