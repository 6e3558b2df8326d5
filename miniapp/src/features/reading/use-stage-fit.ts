/**
 * On a wide screen the stage stands beside the reading from the page's top, and its cards are sized so
 * the whole spread, labels and all, fits between there and the screen's foot before a card is turned
 * (design review 8, problem 6; ADR 0084): never wider than the column lays them, never under 56 px. A
 * spread that cannot fit at 56 px is held by its foot instead (use-stage-height.ts).
 *
 * The cards' height grows with their width and nothing else in the stage does (the hint, the labels'
 * lines, the gaps), so one measurement gives the width that fits: it is published as the spread's
 * width, `--stage-fit`, which the cards follow. A label that wraps at the new width is measured again
 * on the next frame; narrower cards only ever wrap more, so the width settles in a step or two.
 */
import { type RefObject, useLayoutEffect } from 'react';

/** The narrowest card the stage lays, in px. */
export const MIN_CARD_WIDTH = 56;
/** Room kept under the stage, as its sticky offset keeps (reading.css). */
const FOOT = 16;
/** A card's height for its width. */
const CARD_RATIO = 5 / 3;

export function useStageFit(
  stage: RefObject<HTMLElement | null>,
  view: RefObject<HTMLElement | null>,
  on: boolean,
) {
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    if (!on) {
      el.style.removeProperty('--stage-fit');
      return;
    }
    const size = () => {
      const layout = el.querySelector<HTMLElement>('.spread-layout');
      const slots = [...el.querySelectorAll<HTMLElement>('.spread-layout__slot:not(.is-crossing)')];
      const card = slots[0]?.querySelector<HTMLElement>('.spread-layout__card');
      const top = view.current?.getBoundingClientRect().top;
      if (!layout || !card?.offsetWidth || top === undefined) return;
      const rows = new Set(slots.map((s) => s.offsetTop)).size;
      const fixed = el.offsetHeight - rows * card.offsetHeight;
      const room = window.innerHeight - (top + window.scrollY) - FOOT;
      const fits = Math.floor((room - fixed) / rows / CARD_RATIO);
      const width = Math.max(MIN_CARD_WIDTH, fits);
      const next = Math.floor((layout.offsetWidth * width) / card.offsetWidth);
      if (next !== layout.offsetWidth) el.style.setProperty('--stage-fit', `${next}px`);
    };
    size();
    // A change of size is answered on the next frame: resizing the stage inside its own observer's
    // callback would be a loop the browser reports as an error.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(size);
    };
    const observer = new ResizeObserver(later);
    observer.observe(el);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [stage, view, on]);
}
