/**
 * One reading in the list (design review 2 #9): its first cards, the person's question as the title (a
 * Two Paths reading without one: its two paths; else its cards, "Four of Cups, reversed" or "The Sun and
 * 9 more": design review 10, problem 9) with the time beside it, then the spread and the number of cards
 * as the meta line; the day is the heading above the row. From 900 px the time opens the meta line
 * instead (history.css).
 */
import { ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toLocale } from '../../lib/locales.js';
import { useDeck } from '../../shared/spread/deck.js';
import { usePathsSubject } from '../../shared/spread/paths-subject.js';
import { CardImage } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';
import type { HistoryItem } from './api/history-pages.js';
import { timeOfDay } from './day-groups.js';

const SHOWN_CARDS = 3;

export function HistoryRow({ item, spreadName }: { item: HistoryItem; spreadName: string }) {
  const { t, i18n } = useTranslation(['history', 'reading']);
  const shown = item.cards.slice(0, SHOWN_CARDS);
  const more = item.cards.length - shown.length;
  const pathsSubject = usePathsSubject();
  const deck = useDeck(toLocale(i18n.language));
  // A Two Paths reading asked nothing but named its paths: those are what it is about (ADR 0077); any
  // other reading without a question is known by its cards.
  const first = item.cards[0];
  const firstName = first ? deck.get(first.card_id)?.name : undefined;
  const byCards = !firstName
    ? null
    : item.cards.length > 1
      ? t('cards_title', { first: firstName, count: item.cards.length - 1 })
      : first?.reversed
        ? `${firstName}, ${t('reading:reversed')}`
        : firstName;
  const title = item.question || pathsSubject(item.path_names) || byCards;
  return (
    <Link href={`/reading/${item.id}`} className="history-row" data-testid="history-row">
      <span className="history-row__cards" aria-hidden>
        {shown.map((card) => (
          <CardImage
            key={card.position}
            cardId={card.card_id}
            reversed={card.reversed}
            alt=""
            size="s"
            className="history-row__card"
          />
        ))}
        {more > 0 ? <span className="history-row__more">+{more}</span> : null}
      </span>
      <span className="history-row__text">
        <span className="history-row__head">
          <span className={`history-row__title${title ? '' : ' history-row__title--none'}`}>
            {title || t('no_question')}
          </span>
          <time className="history-row__time" dateTime={item.created_at}>
            {timeOfDay(new Date(item.created_at), toLocale(i18n.language))}
          </time>
        </span>
        <span className="history-row__meta">
          {/* The dot ends the spread's name, so a narrow row wraps before the count, never before the dot. */}
          <span className="history-row__spread">{spreadName} ·</span>{' '}
          <span className="history-row__count">{t('reading:cards_count', { count: item.cards.length })}</span>
          {item.saved ? (
            <span className="history-row__saved" title={t('saved')}>
              <Icon icon={Star} filled />
              <span className="visually-hidden">{t('saved')}</span>
            </span>
          ) : null}
          {item.status !== 'complete' ? (
            <span className={`history-row__status history-row__status--${item.status}`}>
              {t(`status.${item.status}`)}
            </span>
          ) : null}
        </span>
      </span>
      <Icon icon={ChevronRight} className="history-row__chevron" />
    </Link>
  );
}
