/**
 * A spread laid out in its shape, each card face down until revealed; revealed cards turn over (a 3D
 * flip, none under reduced motion) and reversed ones lie upside down.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cardImageUrl } from '../../ui/card-image.js';
import { layoutFor } from './layouts.js';
import './spread-layout.css';

export interface LaidCard {
  position: string;
  positionName: string;
  cardId: string;
  cardName?: string;
  reversed: boolean;
}

interface Props {
  spreadId: string;
  cards: LaidCard[];
  /** How many cards (in order) are face up. */
  revealed: number;
  /** Largest card width in px; the spread shrinks to fit narrower screens. */
  maxCardWidth?: number;
  label: string;
  reversedLabel: string;
  onSelect?(index: number): void;
}

export function SpreadLayout({
  spreadId,
  cards,
  revealed,
  maxCardWidth = 150,
  label,
  reversedLabel,
  onSelect,
}: Props) {
  const { i18n } = useTranslation();
  const layout = layoutFor(
    spreadId,
    cards.map((c) => c.position),
  );
  const style = {
    aspectRatio: `${layout.width} / ${(layout.height * 5) / 3}`,
    maxWidth: `${layout.width * maxCardWidth}px`,
  } as CSSProperties;
  return (
    <ol className="spread-layout" style={style} aria-label={label}>
      {cards.map((card, i) => {
        const slot = layout.slots[card.position] ?? { x: 0.55 + i * 1.1, y: 0.53 };
        const faceUp = i < revealed;
        const slotStyle = {
          left: `${((slot.x - 0.5) / layout.width) * 100}%`,
          top: `${((slot.y - 0.5) / layout.height) * 100}%`,
          width: `${(1 / layout.width) * 100}%`,
          '--rotate': `${slot.rotate ?? 0}deg`,
          '--deal-delay': `${i * 70}ms`,
          zIndex: slot.rotate ? 2 : 1,
        } as CSSProperties;
        const name = faceUp
          ? `${card.positionName}: ${card.cardName ?? card.cardId}${card.reversed ? ` (${reversedLabel})` : ''}`
          : card.positionName;
        return (
          <li key={card.position} className="spread-layout__slot" style={slotStyle} data-testid="spread-card">
            <button
              type="button"
              className={`spread-card${faceUp ? ' is-up' : ''}${card.reversed ? ' is-reversed' : ''}`}
              aria-label={name}
              data-face={faceUp ? 'up' : 'down'}
              onClick={() => onSelect?.(i)}
              disabled={!onSelect || !faceUp}
            >
              <span className="spread-card__inner">
                <img className="spread-card__back" src="/api/tarot/card-back.svg" alt="" draggable={false} />
                <img
                  className="spread-card__face"
                  src={cardImageUrl(card.cardId, i18n.language)}
                  alt=""
                  draggable={false}
                />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
