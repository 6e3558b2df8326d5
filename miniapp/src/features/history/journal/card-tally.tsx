/**
 * The journal's most frequent cards as tiles: each card's art, name and how often it came, and for a card
 * that keeps returning, the day it last came.
 */
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../../lib/locales.js';
import type { Card } from '../../../shared/spread/deck.js';
import { CardImage } from '../../../ui/card-image.js';

/** A narrow tile wraps before the date, never inside it ("Nov / 27"). */
const unbroken = (date: string) => date.replace(/\s/g, '\u00a0');

interface Props {
  cards: { card_id: string; count: number; last_seen?: string }[];
  deck: Map<string, Card>;
  label: string;
}

export function CardTally({ cards, deck, label }: Props) {
  const { t, i18n } = useTranslation('history');
  return (
    <ol className="tally" aria-label={label}>
      {cards.map((c) => (
        <li key={c.card_id} className="tally__item">
          <CardImage cardId={c.card_id} alt="" size="s" className="tally__art" />
          <span className="tally__text">
            <span className="tally__name">{deck.get(c.card_id)?.name ?? c.card_id}</span>
            <span className="tally__count figure">{t('journal.times', { count: c.count })}</span>
            {c.last_seen ? (
              <span className="tally__seen muted">
                {t('journal.last_seen', {
                  date: unbroken(formatShortDate(c.last_seen, toLocale(i18n.language))),
                })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
