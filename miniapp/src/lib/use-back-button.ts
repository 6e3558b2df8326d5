/**
 * Telegram's BackButton on nested screens (a reading's detail, a card of the library, the admin panel),
 * hidden on the tabs. It goes back, or without history to where the screen belongs.
 */
import { useEffect } from 'react';
import { telegramSdk } from './telegram.js';

const TOP_LEVEL = new Set(['/reading', '/history', '/learn', '/learn/quiz', '/profile', '/account']);

function parentOf(location: string) {
  if (location.startsWith('/learn/')) return '/learn';
  if (location === '/admin' || location.startsWith('/admin/')) return '/reading';
  return '/history';
}

export function useBackButton(location: string) {
  useEffect(() => {
    const backButton = telegramSdk()?.backButton;
    if (!backButton?.isMounted()) return;
    if (TOP_LEVEL.has(location)) {
      backButton.hide();
      return;
    }
    backButton.show();
    const off = backButton.onClick(() => {
      if (window.history.length > 1) window.history.back();
      else window.location.assign(parentOf(location));
    });
    return () => {
      off();
    };
  }, [location]);
}
