/**
 * One card's block in the reveal, standing from the start (design review 2, problem 3): its number,
 * position and, until the spread has been done once, what the position asks (ADR 0088); once turned, the card, its name and keyword chips; then its part
 * of the text as it arrives. Face down it keeps the same place and width, so nothing re-flows.
 */
import { useTranslation } from 'react-i18next';
import { InterpretationText } from '../../../shared/spread/interpretation-text.js';
import { withoutFrame } from '../../../shared/spread/without-frame.js';
import { CardImage } from '../../../ui/card-image.js';

export interface RevealCardInfo {
  position: string;
  positionName: string;
  /** What the position asks of its card. */
  explanation?: string;
  cardId: string;
  cardName?: string;
  reversed: boolean;
  keywords?: string[];
}

interface Props {
  /** Its place in the spread; none for a spread of one card. */
  n?: number;
  card: RevealCardInfo;
  turned: boolean;
  text: string;
  /** Its text is the one arriving now (a caret at its end). */
  writing: boolean;
  /** Turned, and its text is still to come. */
  pending: boolean;
  /** Show what the position asks, in italics under the name (until the spread has been done once). */
  gloss: boolean;
}

export function RevealCard({ n, card, turned, text, writing, pending, gloss }: Props) {
  const { t, i18n } = useTranslation('reading');
  const orientation = card.reversed ? t('reversed') : t('upright');
  // The heading names the position and the card: a first sentence saying only that is left out, and
  // one saying again what the position's gloss says.
  const shown = withoutFrame(
    text,
    [card.positionName, card.cardName ?? '', orientation],
    i18n.language,
    writing,
    card.explanation,
  );
  return (
    <li
      className="part-card"
      data-testid="part-card"
      data-position={card.position}
      data-turned={turned}
      aria-busy={writing || pending || undefined}
    >
      <CardImage cardId={card.cardId} reversed={card.reversed} faceDown={!turned} alt="" size="s" />
      <div className="part-card__body">
        {/* A lone card's position is the page's title ("Card of the Day"): not said again over it. */}
        {n ? (
          <p className="part-card__position">
            <span className="part-card__n">{n}</span> {card.positionName}
          </p>
        ) : null}
        {turned ? (
          <h3 className="part-card__name">
            {card.cardName ?? card.cardId}
            <span className="part-card__orientation"> · {orientation}</span>
          </h3>
        ) : (
          // Face down: the name's place kept by a quiet bar; said, not shown.
          <p className="part-card__name part-card__name--down">
            <span className="visually-hidden">{t('face_down')}</span>
          </p>
        )}
        {gloss && card.explanation ? <p className="part-card__explanation">{card.explanation}</p> : null}
        {turned && card.keywords?.length ? (
          <ul className="part-card__keywords">
            {card.keywords.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="part-card__text">
        {shown ? (
          <InterpretationText text={shown} writing={writing} />
        ) : pending || writing ? (
          <span className="part-card__pending" aria-hidden>
            <span />
            <span />
          </span>
        ) : null}
      </div>
    </li>
  );
}
