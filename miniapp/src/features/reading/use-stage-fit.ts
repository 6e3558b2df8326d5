/**
 * On a wide screen the stage stands beside the reading from the page's top, and its cards are sized so
 * the whole spread, labels and all, fits between there and the screen's foot before a card is turned
 * (design review 8, problem 6; ADR 0084): never wider than the column lays them, never under 56 px. A
 * spread that cannot fit at 56 px is held by its foot instead (lib/use-stage-height.ts).
 *
 * Only the cards shrink, each in the middle of its place, so the labels keep their width and their
 * lines: the cards' height is then the one part of the stage that follows their width, and one
 * measurement gives the width that fits. It is published as `--stage-card`, measured again as the
 * cards turn (a label's "↻" can take a line), when the fonts arrive and when the window changes size.
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
  revealed: number,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again as each card turns
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    el.style.removeProperty('--stage-card');
    if (!on) return;
    const size = () => {
      const slots = [...el.querySelectorAll<HTMLElement>('.spread-layout__slot:not(.is-crossing)')];
      const card = slots[0]?.querySelector<HTMLElement>('.spread-layout__card');
      const top = view.current?.getBoundingClientRect().top;
      if (!card?.offsetWidth || top === undefined) return;
      const rows = new Set(slots.map((s) => s.offsetTop)).size;
      const fixed = el.offsetHeight - rows * card.offsetHeight;
      const room = window.innerHeight - (top + window.scrollY) - FOOT;
      const fits = Math.floor((room - fixed) / rows / CARD_RATIO);
      const width = Math.max(MIN_CARD_WIDTH, fits);
      if (width < (slots[0]?.offsetWidth ?? 0)) el.style.setProperty('--stage-card', `${width}px`);
      else el.style.removeProperty('--stage-card');
    };
    size();
    const fonts = document.fonts;
    let live = true;
    void fonts?.ready.then(() => live && size());
    window.addEventListener('resize', size);
    return () => {
      live = false;
      window.removeEventListener('resize', size);
    };
  }, [stage, view, on, revealed]);
}
