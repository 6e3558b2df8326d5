/** Calls `onReach` when the returned element scrolls into view (with a margin), while `enabled`. */
import { useCallback, useEffect, useRef } from 'react';

export function useInfiniteScroll(onReach: () => void, enabled: boolean) {
  const observer = useRef<IntersectionObserver | null>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node || !enabled) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { rootMargin: '400px 0px' },
      );
      observer.current.observe(node);
    },
    [enabled],
  );
}
