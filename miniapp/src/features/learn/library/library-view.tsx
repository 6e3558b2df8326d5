/**
 * The card library (/learn?suit=…): one shelf at a time (Major Arcana, Wands, Cups, Swords, Pentacles),
 * each card's art a link to its page. The art's ribbon already shows the name, so the name under it is
 * for screen readers only (design review 2026-11-27). The shelves are one row that scrolls sideways, faded
 * at an edge only while more lies past it: chips on the web, text tabs inside Telegram (ADR 0091).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { toLocale } from '../../../lib/locales.js';
import { useDeck } from '../../../shared/spread/deck.js';
import { CardImage } from '../../../ui/card-image.js';
import { scrollFadeClass, useScrollEdges } from '../../../ui/use-scroll-edges.js';
import '../../../ui/tab-row.css';
import { cardsOf, GROUPS, type Group, isGroup } from './suits.js';

export function useGroupParam(): Group {
  const suit = new URLSearchParams(useSearch()).get('suit');
  return isGroup(suit) ? suit : 'major';
}

export function LibraryView() {
  const { t, i18n } = useTranslation('learn');
  const [, navigate] = useLocation();
  const group = useGroupParam();
  const deck = useDeck(toLocale(i18n.language));
  const cards = cardsOf(deck, group);
  const suits = useRef<HTMLFieldSetElement>(null);
  const edges = useScrollEdges(suits);

  // On a phone the shelves scroll sideways: the chosen one is brought to the middle, not left under the fade.
  useEffect(() => {
    const row = suits.current;
    const active = row?.querySelectorAll('label')[GROUPS.indexOf(group)];
    if (!row || !active) return;
    const r = row.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    row.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
  }, [group]);
  return (
    <div className="library">
      <fieldset ref={suits} className={`learn__segmented library__suits tab-row ${scrollFadeClass(edges)}`}>
        <legend className="visually-hidden">{t('suits.label')}</legend>
        {GROUPS.map((g) => (
          <label key={g} className={g === group ? 'is-active' : ''}>
            <input
              type="radio"
              name="learn-suit"
              checked={g === group}
              onChange={() => navigate(g === 'major' ? '/learn' : `/learn?suit=${g}`, { replace: true })}
            />
            {t(`suits.${g}`)}
          </label>
        ))}
      </fieldset>
      <section className="library__shelf" aria-labelledby="library-shelf-title">
        <h2 id="library-shelf-title">{t(`suits.${group}`)}</h2>
        <p className="muted library__intro">{t(`suit_intro.${group}`)}</p>
        {cards.length === 0 ? (
          <div className="learn__loading" role="status">
            <span className="spinner" aria-hidden />
            <span className="visually-hidden">{t('common:loading')}</span>
          </div>
        ) : (
          <ul className="library__grid">
            {cards.map((card) => (
              <li key={card.id}>
                <Link href={`/learn/cards/${card.id}`} className="library__card">
                  <CardImage cardId={card.id} alt="" size="m" />
                  <span className="visually-hidden">{card.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
