/**
 * A textarea as tall as its text (no resize grip, no inner scroll): measured again when the text or the
 * window's width changes. Its `rows` stay the least height. Off, the field keeps its own height.
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement>, value: string, on: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is why the height is measured again
  useLayoutEffect(() => {
    const field = ref.current;
    if (!on || !field) return;
    const measure = () => {
      field.style.height = 'auto';
      const { borderTopWidth, borderBottomWidth } = getComputedStyle(field);
      const borders = Number.parseFloat(borderTopWidth) + Number.parseFloat(borderBottomWidth);
      field.style.height = `${field.scrollHeight + borders}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, value, on]);
}
