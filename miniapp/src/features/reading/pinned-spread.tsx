/**
 * A small copy of the spread that stays at the top while the reading is read below it, once the spread
 * itself has scrolled away: which cards are turned, and the next one to tap. The thumbnails stand
 * upright in a row that scrolls sideways; a card lying across another (the Celtic Cross's challenge)
 * carries a small cross mark instead of its quarter turn, so nothing sticks out of the strip. The button comes
 * after the row, never over it.
 */
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { layoutFor } from '../../shared/spread/layouts.js';
import type { LaidCard } from '../../shared/spread/spread-layout.js';
import { CardImage } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';

interface Props {
  spreadId: string;
  cards: LaidCard[];
  revealed: number;
  /** The full spread: the copy shows only while it is out of sight. */
  spread: RefObject<HTMLElement>;
  onTurn(): void;
  turnLabel: string;
}

export function PinnedSpread({ spreadId, cards, revealed, spread, onTurn, turnLabel }: Props) {
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
  const row = useRef<HTMLOListElement>(null);
  // The card just turned, or the next to turn, stays in the row's view: the row scrolls, the page never.
  // Again when the strip shows, as the button beside the row takes its room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the turn or the bar changes
  useEffect(() => {
    const list = row.current;
    const thumb = list?.children[Math.min(revealed, list.children.length - 1)];
    if (!list || !thumb) return;
    const view = list.getBoundingClientRect();
    const box = thumb.getBoundingClientRect();
    if (box.right > view.right) list.scrollLeft += box.right - view.right;
    else if (box.left < view.left) list.scrollLeft -= view.left - box.left;
  }, [revealed, away]);
  const next = cards[revealed];
  const slots = layoutFor(
    spreadId,
    cards.map((c) => c.position),
  ).slots;
  return (
    <div
      className={`pinned-spread${away ? ' is-shown' : ''}`}
      data-testid="pinned-spread"
      aria-hidden={!away}
    >
      <div className="pinned-spread__bar">
        <ol className="pinned-spread__cards" ref={row}>
          {cards.map((c, i) => (
            <li key={c.position} data-turned={i < revealed}>
              <CardImage cardId={c.cardId} faceDown={i >= revealed} alt="" size="s" />
              {slots[c.position]?.crosses ? (
                <span className="pinned-spread__cross">
                  <Icon icon={X} />
                </span>
              ) : null}
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
