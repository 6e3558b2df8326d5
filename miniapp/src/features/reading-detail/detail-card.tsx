/**
 * One card of a reading, told once (design review 2026-11-27, UX #1): its thumbnail, the position and
 * what the position asks, the card and its orientation, its keywords as chips, the reading's own words
 * for it; the card's general meaning and "About this card" folded under "More about {card}".
 */
import { useTranslation } from 'react-i18next';
import { CardAbout } from '../../shared/card/card-about.js';
import type { Card } from '../../shared/spread/deck.js';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { withoutFrame } from '../../shared/spread/without-frame.js';
import { CardImage } from '../../ui/card-image.js';
import '../../shared/spread/reading-text.css';

export interface DetailCardProps {
  /** The card's place in the spread, from 1. */
  n: number;
  /** One card needs no number (as the spread and the reveal show it). */
  numbered: boolean;
  positionName: string;
  /** What the position asks of its card. */
  explanation?: string;
  cardId: string;
  reversed: boolean;
  /** The deck's entry, once the deck has arrived. */
  info?: Card;
  /** The reading's part for this card, when the server could place it. */
  text?: string;
}

export function DetailCard({
  n,
  numbered,
  positionName,
  explanation,
  cardId,
  reversed,
  info,
  text,
}: DetailCardProps) {
  const { t, i18n } = useTranslation('detail');
  const name = info?.name ?? cardId;
  const orientation = reversed ? t('reversed') : t('upright');
  // The heading names the position and the card: a first sentence saying only that is left out, and
  // one saying again what the position's gloss says.
  const shown = text
    ? withoutFrame(text, [positionName, name, orientation], i18n.language, false, explanation)
    : '';
  const headingId = `detail-card-${n}`;
  const keywords = info ? (reversed ? info.keywords_reversed : info.keywords_upright) : [];
  return (
    <section className="detail-card" data-testid="detail-card" aria-labelledby={headingId}>
      <CardImage cardId={cardId} reversed={reversed} alt="" size="s" />
      <div className="detail-card__head">
        <p className="detail-card__position">
          {numbered ? (
            <>
              <span className="detail-card__n">{n}</span>{' '}
            </>
          ) : null}
          {positionName}
        </p>
        <h2 id={headingId} className="detail-card__name">
          {name}
          <span className="detail-card__orientation"> · {orientation}</span>
        </h2>
        {explanation ? <p className="detail-card__explanation">{explanation}</p> : null}
      </div>
      {keywords.length ? (
        <ul className="detail-card__keywords">
          {keywords.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <div className="detail-card__text reading-prose">
          <InterpretationText text={shown} />
        </div>
      ) : null}
      {info ? (
        <details className="detail-card__more">
          <summary>{t('more_about', { card: name })}</summary>
          <p className="detail-card__meaning reading-prose">
            {reversed ? info.meaning_reversed : info.meaning_upright}
          </p>
          <CardAbout card={info} reversed={reversed} />
        </details>
      ) : null}
    </section>
  );
}
