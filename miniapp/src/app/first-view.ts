/**
 * The landing's critical path (LCP, README bench). A first visit in a browser, with no stored session,
 * on `/` or `/{lang}`, will show the landing: its code and its translations are requested at boot,
 * alongside the `common` namespace, instead of one after the other once the routes render; and with
 * nothing to restore the session is anonymous from the first render, so no loading screen paints first.
 */
import { isLocale } from '../lib/locales.js';
import { KEYS } from '../lib/session-storage.js';
import { useSession } from '../lib/session-store.js';
import { preloadLanding } from './landing-route.js';

/** The namespaces the landing renders with (landing-page.tsx's `useTranslation`). */
const LANDING_NAMESPACES = ['landing', 'auth'];

function showsLanding(path: string, inTelegram: boolean): boolean {
  if (inTelegram || localStorage.getItem(KEYS.refreshToken) || localStorage.getItem(KEYS.accessToken))
    return false;
  const segment = path.split('/')[1] ?? '';
  return segment === '' || isLocale(segment);
}

/** Starts the landing's chunk download when it is the first view; returns the namespaces to load with `common`. */
export function preloadFirstView(path: string, inTelegram: boolean): string[] {
  if (!showsLanding(path, inTelegram)) return [];
  // `/{lang}` opens the landing in that language and remembers it (spec §2): the first load is already in it.
  const segment = path.split('/')[1] ?? '';
  if (isLocale(segment)) localStorage.setItem(KEYS.locale, segment);
  void preloadLanding();
  // What bootSession would conclude a moment later: no stored tokens and no Telegram launch to sign in with.
  useSession.setState({ status: 'anonymous' });
  return LANDING_NAMESPACES;
}
