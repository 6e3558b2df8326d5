/**
 * A small copy of the spread that stays at the top while the reading is read below it, only once the
 * spread's bottom edge has left the screen, and never before the person has seen the spread itself
 * (design review 5): which cards are turned, and a way back to each card's block (a tap on a
 * thumbnail). The thumbnails stand upright in a row that scrolls sideways and fades, 16 px, at an edge
 * with more past it (the admin tabs' fade); a card another lies across (the Celtic Cross's present)
 * carries the outline of a card lying across its middle, as the challenge lies across it in the spread,
 * so nothing sticks out of the strip (design review 6, problem 10). Turning is not done here: the page
 * has one turn control (design review 2, problem 2).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { layoutFor } from '../../shared/spread/layouts.js';
import type { LaidCard } from '../../shared/spread/spread-layout.js';
import { CardImage } from '../../ui/card-image.js';
import { scrollFadeClass, useScrollEdges } from '../../ui/use-scroll-edges.js';

interface Props {
  spreadId: string;
  cards: LaidCard[];
  revealed: number;
  /** The full spread: the copy shows only while it is out of sight. */
  spread: RefObject<HTMLElement>;
  /** Brings a card's block into view. */
  onPick(position: string): void;
}

export function PinnedSpread({ spreadId, cards, revealed, spread, onPick }: Props) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const target = spread.current;
    if (!target) return;
    // Away once the spread's bottom edge is above the top edge (under the top bar on a wide screen), and
    // only after it has been seen: never at the first paint. A busy page can deliver several changes at
    // once, oldest first: the last one is the state now.
    let seen = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = entries.at(-1);
        if (!now) return;
        if (now.isIntersecting) seen = true;
        setAway(seen && !now.isIntersecting && now.boundingClientRect.bottom <= (now.rootBounds?.top ?? 0));
      },
      { rootMargin: '-64px 0px 0px 0px', threshold: 0 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [spread]);
  const row = useRef<HTMLOListElement>(null);
  const edges = useScrollEdges(row);
  // The card just turned, or the next to turn, stays in the row's view: the row scrolls, the page never.
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
  const crossed = new Set(
    Object.values(
      layoutFor(
        spreadId,
        cards.map((c) => c.position),
      ).slots,
    ).map((slot) => slot.crosses),
  );
  return (
    <div
      className={`pinned-spread${away ? ' is-shown' : ''}`}
      data-testid="pinned-spread"
      aria-hidden={!away}
    >
      <div className="pinned-spread__bar">
        <ol className={`pinned-spread__cards ${scrollFadeClass(edges)}`} ref={row}>
          {cards.map((c, i) => (
            <li key={c.position} data-turned={i < revealed}>
              <button
                type="button"
                className="pinned-spread__thumb"
                aria-label={c.positionName}
                tabIndex={away ? 0 : -1}
                onClick={() => onPick(c.position)}
              >
                <span className="pinned-spread__face">
                  <CardImage cardId={c.cardId} faceDown={i >= revealed} alt="" size="s" />
                  {crossed.has(c.position) ? <span className="pinned-spread__cross" aria-hidden /> : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
