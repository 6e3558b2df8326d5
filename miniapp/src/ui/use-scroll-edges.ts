/**
 * Whether a sideways-scrolling row has more hidden before its start and after its end, kept current;
 * scrollFadeClass names the row's faded edges (ui/scroll-fade.css).
 */
import { type RefObject, useEffect, useState } from 'react';
import './scroll-fade.css';

export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel of slack: zoom and snapping leave fractions at either end.
    const measure = () =>
      setEdges((prev) => {
        const before = el.scrollLeft > 1;
        const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
        return prev.before === before && prev.after === after ? prev : { before, after };
      });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // Items that arrive later (chips named by a query) widen what scrolls, not the row itself.
    const items = new MutationObserver(measure);
    items.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
      items.disconnect();
    };
  }, [ref]);
  return edges;
}

export function scrollFadeClass(edges: ScrollEdges): string {
  return `scroll-fade${edges.before ? ' has-more-before' : ''}${edges.after ? ' has-more-after' : ''}`;
}
