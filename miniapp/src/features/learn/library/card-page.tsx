/**
 * One card of the library (/learn/cards/:id): the art, the keywords and both meanings, everything else
 * the deck says of it (open), and the neighbouring cards of its shelf.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toLocale } from '../../../lib/locales.js';
import { CardAbout } from '../../../shared/card/card-about.js';
import { useDeck } from '../../../shared/spread/deck.js';
import { CardImage } from '../../../ui/card-image.js';
import { Icon } from '../../../ui/icon.js';
import { cardsOf, groupOf } from './suits.js';
import '../learn.css';

export default function LearnCardPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('learn');
  const deck = useDeck(toLocale(i18n.language));
  if (deck.size === 0)
    return (
      <div className="learn__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  const card = deck.get(id);
  const group = card ? groupOf(card) : 'major';
  const shelf = `/learn${group === 'major' ? '' : `?suit=${group}`}`;
  const back = (
    <Link href={shelf} className="learn-card__back">
      <Icon icon={ArrowLeft} /> {t('card.back', { suit: t(`suits.${group}`) })}
    </Link>
  );
  if (!card)
    return (
      <section className="learn-card">
        {back}
        <h1>{t('card.not_found')}</h1>
      </section>
    );
  const cards = cardsOf(deck, group);
  const at = cards.findIndex((c) => c.id === card.id);
  const previous = cards[at - 1];
  const next = cards[at + 1];
  return (
    <article className="learn-card" aria-labelledby="learn-card-title">
      {back}
      <div className="learn-card__body">
        <CardImage cardId={card.id} alt={card.name} size="l" className="learn-card__art" />
        <div className="learn-card__text">
          <p className="learn-card__eyebrow">{t(`suits.${group}`)}</p>
          <h1 id="learn-card-title">{card.name}</h1>
          <section aria-labelledby="learn-upright">
            <h2 id="learn-upright">{t('card.upright')}</h2>
            <ul className="learn-chips" aria-label={t('card.keywords_upright')}>
              {card.keywords_upright.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
            <p>{card.meaning_upright}</p>
          </section>
          <section aria-labelledby="learn-reversed">
            <h2 id="learn-reversed">{t('card.reversed')}</h2>
            <ul className="learn-chips" aria-label={t('card.keywords_reversed')}>
              {card.keywords_reversed.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
            <p>{card.meaning_reversed}</p>
          </section>
          <CardAbout card={card} open />
        </div>
      </div>
      <nav className="learn-card__pager" aria-label={t('card.pager')}>
        {previous ? (
          <Link href={`/learn/cards/${previous.id}`} rel="prev" className="learn-card__step">
            <Icon icon={ArrowLeft} />
            <span className="visually-hidden">{t('card.previous')}: </span>
            {previous.name}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            href={`/learn/cards/${next.id}`}
            rel="next"
            className="learn-card__step learn-card__step--next"
          >
            <span className="visually-hidden">{t('card.next')}: </span>
            {next.name}
            <Icon icon={ArrowRight} />
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
