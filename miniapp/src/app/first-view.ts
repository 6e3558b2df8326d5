/**
 * The landing's critical path (LCP, README bench). A first visit in a browser, with no stored session,
 * on `/` or `/{lang}`, will show the landing: its code and its translations are requested at boot,
 * alongside the `common` namespace, instead of one after the other once the routes render; and with
 * nothing to restore the session is anonymous from the first render. The first render waits for the
 * landing's code as well as its words, so no loading screen paints before it however the two arrive.
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

export interface FirstView {
  /** The namespaces to load with `common`. */
  namespaces: string[];
  /** Settles when the first view's code is in; a failed download is left to the route's own loading. */
  code: Promise<unknown>;
}

/** Starts the landing's chunk download when it is the first view. */
export function preloadFirstView(path: string, inTelegram: boolean): FirstView {
  if (!showsLanding(path, inTelegram)) return { namespaces: [], code: Promise.resolve() };
  // `/{lang}` opens the landing in that language and remembers it (spec §2): the first load is already in it.
  const segment = path.split('/')[1] ?? '';
  if (isLocale(segment)) localStorage.setItem(KEYS.locale, segment);
  const code = preloadLanding().catch((error: unknown) => console.error('Landing code', error));
  // What bootSession would conclude a moment later: no stored tokens and no Telegram launch to sign in with.
  useSession.getState().startAnonymous();
  return { namespaces: LANDING_NAMESPACES, code };
}
