/**
 * The landing page, loaded lazily and requested ahead of its first render when it is the first view
 * (first-view.ts). React.lazy suspends on its first render even when the module has already arrived,
 * which paints the loading screen for a frame before the landing; a preloaded landing renders at once.
 */
import { lazy, useState } from 'react';
import type { Locale } from '../lib/locales.js';

type LandingModule = typeof import('../features/auth/landing-page.js');

let loaded: LandingModule | null = null;
let pending: Promise<LandingModule> | null = null;

export function preloadLanding(): Promise<LandingModule> {
  pending ??= import('../features/auth/landing-page.js').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = null; // the route's own lazy load tries again
      throw error;
    },
  );
  return pending;
}

const LazyLanding = lazy(preloadLanding);

export function LandingPage({ lang }: { lang?: Locale }) {
  // Chosen once, so the page never remounts when the module arrives after the first render.
  const [{ Page }] = useState(() => ({ Page: loaded?.default ?? LazyLanding }));
  return <Page lang={lang} />;
}
