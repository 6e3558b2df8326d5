/**
 * The card of an "Upright or reversed?" question (design review 11, problem 10): its back while the
 * question is open, since its face either way up would give the answer away or contradict it; once
 * answered it turns over with the reveal's flip and lies the way up it fell (ADR 0095).
 */
import { useTranslation } from 'react-i18next';
import '../../../ui/flip-card.css';

interface Props {
  src: string;
  name: string;
  /** The way up the card fell, once the question is answered; null while it is open. */
  reversed: boolean | null;
}

export function QuizCard({ src, name, reversed }: Props) {
  const { t } = useTranslation('learn');
  const up = reversed !== null;
  return (
    <span
      className={`quiz-question__art quiz-card flip-card${up ? ' is-up' : ''}${reversed ? ' is-reversed' : ''}`}
      role="img"
      aria-label={up ? (reversed ? t('quiz.shown_reversed', { name }) : name) : t('quiz.face_down', { name })}
    >
      <span className="flip-card__inner">
        <img
          className="quiz-card__back flip-card__back"
          src="/api/tarot/card-back.svg"
          alt=""
          draggable={false}
        />
        {/* Loaded from the start, so the face is there when the card turns; shown only once it does. */}
        <img className="quiz-card__face flip-card__face" src={src} alt="" hidden={!up} draggable={false} />
      </span>
    </span>
  );
}
