/** A card's face (the product's own SVG art) or its back; reversed cards are drawn upside down. */
import { useTranslation } from 'react-i18next';
import { toLocale } from '../lib/locales.js';
import './card-image.css';

interface CardImageProps {
  cardId?: string | null;
  alt: string;
  reversed?: boolean;
  faceDown?: boolean;
  size?: 's' | 'm' | 'l';
  className?: string;
}

/** The face with its name in the interface language (English needs no parameter). */
export function cardImageUrl(cardId: string, language: string) {
  const locale = toLocale(language);
  const face = `/api/tarot/cards/${encodeURIComponent(cardId)}/image.svg`;
  return locale === 'en' ? face : `${face}?locale=${locale}`;
}

export function CardImage({ cardId, alt, reversed, faceDown, size = 'm', className }: CardImageProps) {
  const { i18n } = useTranslation();
  const src = faceDown || !cardId ? '/api/tarot/card-back.svg' : cardImageUrl(cardId, i18n.language);
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
