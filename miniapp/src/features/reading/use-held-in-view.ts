/**
 * Whether an element fits the screen between its sticky top and a 16 px margin at the foot: a sticky stage is held in view only then, else it scrolls with the page, never cut off at the screen's
 * foot (ADR 0084). It is measured again whenever the element or the window changes size.
 */
import { type RefObject, useEffect, useState } from 'react';

const FOOT = 16;

export function useHeldInView(ref: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = Number.parseFloat(getComputedStyle(el).top) || 0;
      setFits(top + el.offsetHeight + FOOT <= window.innerHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return fits;
}
