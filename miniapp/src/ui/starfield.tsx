/** The full-screen starfield (spec §2): 150 still stars and 8 flying ones, purely cosmetic. */
import i18next from 'i18next';
import { type CSSProperties, useMemo } from 'react';
import './starfield.css';

export const STAR_COUNT = 150;
export const FLYING_STAR_COUNT = 8;

// A fixed seed: the sky is the same on every render and every visit.
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

export function Starfield() {
  const { stars, flyers } = useMemo(() => {
    const rand = seeded(7);
    const stars = Array.from({ length: STAR_COUNT }, () => {
      const size = rand() < 0.85 ? 1 + rand() : 2 + rand() * 1.5;
      return {
        left: `${rand() * 100}%`,
        top: `${rand() * 100}%`,
        width: `${size}px`,
        height: `${size}px`,
        '--d': `${2 + rand() * 4}s`,
        '--delay': `${-rand() * 6}s`,
      } as CSSProperties;
    });
    const flyers = Array.from({ length: FLYING_STAR_COUNT }, (_, i) => ({
      left: `${rand() * 70}%`,
      top: `${rand() * 60}%`,
      '--d': `${6 + rand() * 6}s`,
      '--delay': `${i * 1.4}s`,
    })) as CSSProperties[];
    return { stars, flyers };
  }, []);
  return (
    <div className="starfield" aria-hidden="true">
      {stars.map((style, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered list
        <span key={i} className="starfield__star" style={style} />
      ))}
      {flyers.map((style, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered list
        <span key={i} className="starfield__flyer" style={style} />
      ))}
    </div>
  );
}

/** "Loading..." over the starfield; the text is in every language's common namespace, but the
 * first paint comes before any translation is loaded, so English is the built-in default. */
export function LoadingView({ label }: { label?: string }) {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <Starfield />
      <div className="loading-view__text">
        <span className="spinner" aria-hidden />
        <span>{label ?? i18next.t('loading', { defaultValue: 'Loading...' })}</span>
      </div>
    </div>
  );
}
