/**
 * Follows a growing text only for someone who has scrolled to its end themselves; anyone reading higher
 * up is never moved (issue 19: the page must not scroll under the person's thumb).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

const NEAR = 48;

export function useFollowBottom(content: unknown) {
  const following = useRef(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const doc = document.documentElement;
      const atEnd = window.innerHeight + window.scrollY >= doc.scrollHeight - NEAR;
      // Only a move of the person's own (down to the end) starts following; any move up stops it.
      if (window.scrollY < lastY) following.current = false;
      else if (atEnd && window.scrollY > 0) following.current = true;
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content grows
  useLayoutEffect(() => {
    if (following.current) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [content]);
}
