/**
 * The 78 cards to pick one from: a search box on top (names in the interface language) and a grid that
 * scrolls under it. Arrow keys move through the grid; Down from the search box enters it. Inside Telegram
 * the search box is the client's: filled, rounded, a magnifier at its start (ADR 0094).
 */
import { Search } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../shared/spread/deck.js';
import { CardImage } from '../../../ui/card-image.js';
import { Icon } from '../../../ui/icon.js';

interface Props {
  deck: Card[];
  /** Cards already named for another position: card id → that position's name. */
  taken: ReadonlyMap<string, string>;
  selected: string | null;
  title: string;
  searchRef: RefObject<HTMLInputElement>;
  onPick(cardId: string): void;
}

/** Lower case without accents, so "senor" finds "Señor" and "звезды" finds "Звёзды". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function CardGrid({ deck, taken, selected, title, searchRef, onPick }: Props) {
  const { t } = useTranslation('reading');
  const [query, setQuery] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), search: useId() };
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return deck.filter((c) => words.every((w) => fold(c.name).includes(w)));
  }, [deck, query]);

  const buttons = () => [...(grid.current?.querySelectorAll<HTMLButtonElement>('button:enabled') ?? [])];

  // Up and Down move by a row: the buttons in the first row share its top edge.
  const onGridKey = (e: KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const top = all[0]?.offsetTop;
    const columns = Math.max(1, all.filter((b) => b.offsetTop === top).length);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[e.key];
    let next: number | undefined;
    if (step !== undefined) next = at + step;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = all.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    if (next < 0 && e.key === 'ArrowUp') searchRef.current?.focus();
    else all[Math.min(Math.max(next, 0), all.length - 1)]?.focus();
  };

  const onSearchKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    buttons()[0]?.focus();
  };

  return (
    <section className="own-grid" aria-labelledby={ids.title}>
      <h3 className="own-grid__title" id={ids.title}>
        {title}
      </h3>
      <label className="visually-hidden" htmlFor={ids.search}>
        {t('own_deck.search')}
      </label>
      <div className="own-grid__search">
        <span className="own-grid__search-icon" aria-hidden>
          <Icon icon={Search} />
        </span>
        <input
          ref={searchRef}
          id={ids.search}
          type="search"
          className="field__input"
          placeholder={t('own_deck.search_placeholder')}
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('own_deck.matches', { n: shown.length })}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the buttons inside */}
      <div className="own-grid__cards" ref={grid} onKeyDown={onGridKey}>
        {shown.map((card) => {
          const usedIn = taken.get(card.id);
          return (
            <button
              key={card.id}
              type="button"
              className="own-grid__card"
              aria-pressed={selected === card.id}
              disabled={usedIn !== undefined}
              data-card-id={card.id}
              onClick={() => onPick(card.id)}
            >
              <CardImage cardId={card.id} alt="" size="s" />
              <span className="own-grid__name">{card.name}</span>
              {usedIn ? (
                <span className="own-grid__used">{t('own_deck.used_in', { position: usedIn })}</span>
              ) : null}
            </button>
          );
        })}
        {shown.length === 0 ? <p className="own-grid__none">{t('own_deck.no_match', { query })}</p> : null}
      </div>
    </section>
  );
}
