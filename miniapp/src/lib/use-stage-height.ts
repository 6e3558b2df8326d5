/**
 * The stage's height as `--stage-height` on the element, so its sticky offset can hold it in view either
 * way (ADR 0084): by its top while it fits the screen, else by its foot, its lower cards beside the text
 * the person reads. Measured again whenever the element changes size.
 */
import { type RefObject, useEffect } from 'react';

export function useStageHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => el.style.setProperty('--stage-height', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
