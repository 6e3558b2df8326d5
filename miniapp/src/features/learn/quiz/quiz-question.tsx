/**
 * One question of the daily quiz: the picture (a card with its name hidden, or a named card face down
 * beside one orientation's keywords), the options as buttons, and once answered which was right, said in words and
 * marks as well as colour, with a way on to the card's page.
 */
import { Check, X } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { errorMessage } from '../../../lib/error-message.js';
import { Button, buttonClass } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';
import type { QuizQuestion as Question } from '../api/quiz.js';
import { QuizCard } from './quiz-card.js';

interface Props {
  question: Question;
  total: number;
  headingRef: RefObject<HTMLHeadingElement>;
  onAnswer(choice: string): Promise<void>;
  onNext(): void;
}

export function QuizQuestion({ question, total, headingRef, onAnswer, onNext }: Props) {
  const { t } = useTranslation('learn');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const ids = { title: useId(), prompt: useId() };
  const { answer } = question;
  const nameQuestion = question.kind === 'name_the_card';
  const label = (o: Question['options'][number]) => o.label ?? t(`quiz.${o.id}`);

  const choose = async (choice: string) => {
    setBusy(choice);
    setFailed(null);
    try {
      await onAnswer(choice);
    } catch (e) {
      setFailed(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const verdict = (id: string) => {
    if (!answer) return null;
    if (id === answer.correct_choice) return 'right';
    return id === answer.choice ? 'wrong' : null;
  };

  const explanation = !answer
    ? null
    : nameQuestion
      ? t('quiz.it_is', { name: answer.card.name })
      : t(`quiz.they_are_${answer.correct_choice}`, { name: answer.card.name });

  return (
    <section className="quiz-question" aria-labelledby={ids.title}>
      <p className="quiz-question__progress">{t('quiz.progress', { n: question.index + 1, total })}</p>
      <h2 id={ids.title} ref={headingRef} tabIndex={-1}>
        {t(`quiz.${question.kind}`)}
      </h2>
      <div className={`quiz-question__prompt quiz-question__prompt--${question.kind}`}>
        {nameQuestion ? (
          <img
            className="quiz-question__art"
            src={question.image_url}
            alt={answer?.card.name ?? t('quiz.hidden_card')}
            width={300}
            height={500}
          />
        ) : (
          <QuizCard
            src={question.image_url}
            name={question.name ?? ''}
            reversed={answer ? answer.correct_choice === 'reversed' : null}
          />
        )}
        {nameQuestion ? (
          <p className="muted" id={ids.prompt}>
            {t('quiz.name_the_card_hint')}
          </p>
        ) : (
          <div id={ids.prompt}>
            <p>{t('quiz.keywords_of', { name: question.name })}</p>
            <ul className="learn-chips" aria-label={t('quiz.keywords')}>
              {question.keywords?.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <fieldset
        className={`quiz-question__options quiz-question__options--${question.options.length}`}
        aria-describedby={ids.prompt}
      >
        <legend className="visually-hidden">{t(`quiz.${question.kind}`)}</legend>
        {question.options.map((o) => {
          const mark = verdict(o.id);
          return (
            <button
              key={o.id}
              type="button"
              className={`quiz-option${mark ? ` quiz-option--${mark}` : ''}`}
              disabled={!!answer || busy !== null}
              aria-busy={busy === o.id || undefined}
              data-choice={o.id}
              onClick={() => void choose(o.id)}
            >
              <span>{label(o)}</span>
              {mark ? (
                <span className="quiz-option__mark">
                  <Icon icon={mark === 'right' ? Check : X} />
                  <span className="visually-hidden">
                    {t(mark === 'right' ? 'quiz.correct_answer' : 'quiz.your_answer')}
                  </span>
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      {failed ? (
        <div className="alert" role="alert">
          {failed}
        </div>
      ) : null}
      <div className="quiz-question__feedback" role="status">
        {answer ? (
          <>
            <p className={`quiz-verdict quiz-verdict--${answer.correct ? 'right' : 'wrong'}`}>
              <strong>{t(answer.correct ? 'quiz.right' : 'quiz.wrong')}</strong> {explanation}
            </p>
            <div className="quiz-question__next">
              <Link href={`/learn/cards/${answer.card.id}`} className={buttonClass('secondary')}>
                {t('quiz.read_about', { name: answer.card.name })}
              </Link>
              <Button onClick={onNext} autoFocus>
                {question.index + 1 < total ? t('quiz.next') : t('quiz.finish')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
