/** A card's face (the product's own SVG art) or its back; reversed cards are drawn upside down. */
import './card-image.css';

interface CardImageProps {
  cardId?: string | null;
  alt: string;
  reversed?: boolean;
  faceDown?: boolean;
  size?: 's' | 'm' | 'l';
  className?: string;
}

export function cardImageUrl(cardId: string) {
  return `/api/tarot/cards/${encodeURIComponent(cardId)}/image.svg`;
}

export function CardImage({ cardId, alt, reversed, faceDown, size = 'm', className }: CardImageProps) {
  const src = faceDown || !cardId ? '/api/tarot/card-back.svg' : cardImageUrl(cardId);
  return (
    <img
      className={[
        'card-image',
        `card-image--${size}`,
        reversed && !faceDown && 'card-image--reversed',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}
