/**
 * Telegram deep links (DESIGN §8): `startapp=reading_<id>` opens that reading for its owner,
 * `startapp=buy` opens the token packages, `startapp=learn` the card library and `startapp=quiz` the
 * daily quiz. Followed once per launch.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { telegramLaunch } from '../lib/telegram.js';

let followed = false;

export function startParamPath(param: string | null | undefined): string | null {
  if (!param) return null;
  // Telegram allows A-Z a-z 0-9 _ - in a start parameter, at most 64 characters; reading ids are UUIDs.
  const reading = /^reading_([A-Za-z0-9-]{1,56})$/.exec(param);
  if (reading) return `/reading/${reading[1]}`;
  if (param === 'buy') return '/profile?buy=1';
  if (param === 'learn') return '/learn';
  if (param === 'quiz') return '/learn/quiz';
  return null;
}

/**
 * Followed until the app has been at the link's path once: a navigation lost while the signed-in app
 * mounts again (a session boot) is made again, and once it has been reached the person is free to leave.
 */
export function StartParamLink() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (followed) return;
    const path = startParamPath(telegramLaunch()?.startParam);
    if (!path || location === path.split('?')[0]) followed = true;
    else navigate(path);
  }, [location, navigate]);
  return null;
}
