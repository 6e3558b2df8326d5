/**
 * A finished interpretation read card by card (ADR 0041): the opening, then for each card its image,
 * its position and what the position asks, its keywords and its part of the text, then the synthesis.
 * A text the server could not place by card reads as one.
 */
import { CardImage } from '../../ui/card-image.js';
import { InterpretationText } from './interpretation-text.js';
import { byCard, type Part } from './reading-parts.js';
import './interpretation-parts.css';

export interface PartCard {
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
  parts: Part[];
  cards: PartCard[];
  labels: { reversed: string; upright: string; synthesis: string };
}

export function InterpretationParts({ parts, cards, labels }: Props) {
  if (!byCard(parts)) return <InterpretationText text={parts.map((p) => p.text).join('\n\n')} />;
  const firstCard = parts.findIndex((p) => p.position !== null);
  const opening = parts.slice(0, firstCard);
  const synthesis = parts.slice(firstCard).filter((p) => p.position === null);
  const textOf = (position: string) =>
    parts
      .filter((p) => p.position === position)
      .map((p) => p.text)
      .join('\n\n');
  return (
    <div className="parts">
      {opening.length ? (
        <div className="parts__opening">
          <InterpretationText text={opening.map((p) => p.text).join('\n\n')} />
        </div>
      ) : null}
      <ol className="parts__cards">
        {cards.map((card, i) => (
          <li key={card.position} className="part-card" data-testid="part-card" data-position={card.position}>
            <CardImage cardId={card.cardId} reversed={card.reversed} alt="" size="s" />
            <div className="part-card__body">
              <p className="part-card__position">
                <span className="part-card__n">{i + 1}</span> {card.positionName}
              </p>
              {card.explanation ? <p className="part-card__explanation">{card.explanation}</p> : null}
              <h3 className="part-card__name">
                {card.cardName ?? card.cardId}
                <span className="part-card__orientation">
                  {' '}
                  · {card.reversed ? labels.reversed : labels.upright}
                </span>
              </h3>
              {card.keywords?.length ? (
                <p className="part-card__keywords">{card.keywords.join(' · ')}</p>
              ) : null}
            </div>
            {/* Beside the body on a desktop, the card's whole width on a phone (the CSS decides). */}
            <div className="part-card__text">
              <InterpretationText text={textOf(card.position)} />
            </div>
          </li>
        ))}
      </ol>
      {synthesis.length ? (
        <section className="parts__synthesis" data-testid="part-synthesis">
          <h3>{labels.synthesis}</h3>
          <InterpretationText text={synthesis.map((p) => p.text).join('\n\n')} />
        </section>
      ) : null}
    </div>
  );
}
