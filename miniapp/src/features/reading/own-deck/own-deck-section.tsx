/**
 * "I drew my own cards": a switch, then the spread's positions as slots (each with its card and an
 * upright/reversed toggle) and the grid of the 78 for the slot being filled. Picking a card moves on to
 * the next empty position.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../lib/locales.js';
import { type Spread, useDeck } from '../../../shared/spread/deck.js';
import { CardImage } from '../../../ui/card-image.js';
import { Switch } from '../../../ui/switch.js';
import { CardGrid } from './card-grid.js';
import { ReversedToggle } from './reversed-toggle.js';
import type { OwnDeck } from './use-own-deck.js';
import './own-deck.css';

interface Props {
  spread: Spread;
  own: OwnDeck;
}

export function OwnDeckSection({ spread, own }: Props) {
  const { t, i18n } = useTranslation('reading');
  const deck = useDeck(toLocale(i18n.language));
  const cards = useMemo(() => [...deck.values()], [deck]);
  const firstEmpty = spread.positions.find((p) => !own.chosen[p.key])?.key ?? null;
  const [active, setActive] = useState<string | null>(firstEmpty);
  const search = useRef<HTMLInputElement>(null);
  const toggles = useRef(new Map<string, HTMLElement>());
  const gridId = useId();

  // A new spread, or the switch turned on: start at its first empty position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the spread or the switch changes
  useEffect(() => setActive(firstEmpty), [spread.id, own.on]);

  const names = new Map(spread.positions.map((p) => [p.key, p.name]));
  const taken = new Map<string, string>();
  for (const p of spread.positions) {
    const card = own.chosen[p.key];
    if (card && p.key !== active) taken.set(card.cardId, p.name);
  }

  const pick = (position: string, cardId: string) => {
    own.choose(position, cardId);
    const next = spread.positions.find((p) => p.key !== position && !own.chosen[p.key])?.key ?? null;
    setActive(next);
    // Keyboard users carry on where the next step is: the search for the next card, or this card's turn.
    requestAnimationFrame(() => (next ? search.current : toggles.current.get(position))?.focus());
  };

  const done = spread.positions.filter((p) => own.chosen[p.key]).length;

  return (
    <div className="own-deck">
      <Switch
        label={t('own_deck.switch')}
        description={t('own_deck.switch_hint')}
        checked={own.on}
        onChange={own.setOn}
      />
      {own.on ? (
        <>
          <fieldset className="own-deck__positions">
            <legend className="reading-step">{t('own_deck.positions')}</legend>
            <p className="muted own-deck__progress" aria-live="polite">
              {t('own_deck.progress', { done, total: spread.positions.length })}
            </p>
            <ol className="own-deck__slots">
              {spread.positions.map((p, i) => {
                const chosen = own.chosen[p.key];
                const card = chosen ? deck.get(chosen.cardId) : undefined;
                const isActive = active === p.key;
                return (
                  <li key={p.key} className={`own-slot${isActive ? ' is-active' : ''}`} data-position={p.key}>
                    <button
                      type="button"
                      className="own-slot__pick"
                      aria-expanded={isActive}
                      aria-controls={isActive ? gridId : undefined}
                      onClick={() => {
                        setActive(isActive ? null : p.key);
                        if (!isActive) requestAnimationFrame(() => search.current?.focus());
                      }}
                    >
                      <CardImage
                        cardId={chosen?.cardId}
                        faceDown={!chosen}
                        reversed={chosen?.reversed}
                        alt=""
                        size="s"
                      />
                      <span className="own-slot__position">
                        {i + 1}. {p.name}
                      </span>
                      <span className="own-slot__card">{card?.name ?? t('own_deck.choose')}</span>
                    </button>
                    {chosen ? (
                      <ReversedToggle
                        focusRef={(el) => {
                          if (el) toggles.current.set(p.key, el);
                          else toggles.current.delete(p.key);
                        }}
                        reversed={chosen.reversed}
                        label={t('own_deck.reversed_label', { card: card?.name ?? '' })}
                        word={t('own_deck.reversed')}
                        onTurn={() => own.turn(p.key)}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </fieldset>
          {active ? (
            <div id={gridId}>
              <CardGrid
                key={active}
                deck={cards}
                taken={taken}
                selected={own.chosen[active]?.cardId ?? null}
                title={t('own_deck.grid_title', { position: names.get(active) ?? active })}
                searchRef={search}
                onPick={(cardId) => pick(active, cardId)}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
