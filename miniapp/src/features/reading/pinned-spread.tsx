/**
 * A small copy of the spread that stays at the top while the reading is read below it, once the spread
 * itself has scrolled away: which cards are turned, and the next one to tap.
 */
import { type RefObject, useEffect, useState } from 'react';
import type { LaidCard } from '../../shared/spread/spread-layout.js';
import { CardImage } from '../../ui/card-image.js';

interface Props {
  cards: LaidCard[];
  revealed: number;
  /** The full spread: the copy shows only while it is out of sight. */
  spread: RefObject<HTMLElement>;
  onTurn(): void;
  turnLabel: string;
}

export function PinnedSpread({ cards, revealed, spread, onTurn, turnLabel }: Props) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const target = spread.current;
    if (!target) return;
    // Away once most of it is out of sight: a tall spread (the Celtic Cross) is of no use by its last row.
    // A busy page can deliver several changes at once, oldest first: the last one is the state now.
    const observer = new IntersectionObserver(
      (entries) => {
        const now = entries.at(-1);
        setAway(now ? now.intersectionRatio < 0.3 : false);
      },
      { rootMargin: '-64px 0px 0px 0px', threshold: [0, 0.3, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [spread]);
  const next = cards[revealed];
  return (
    <div
      className={`pinned-spread${away ? ' is-shown' : ''}`}
      data-testid="pinned-spread"
      aria-hidden={!away}
    >
      <div className="pinned-spread__bar">
        <ol className="pinned-spread__cards">
          {cards.map((c, i) => (
            <li key={c.position} data-turned={i < revealed}>
              <CardImage cardId={c.cardId} faceDown={i >= revealed} reversed={c.reversed} alt="" size="s" />
            </li>
          ))}
        </ol>
        {next && away ? (
          <button type="button" className="pinned-spread__turn" onClick={onTurn}>
            {turnLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
