/** Telegram's BackButton on nested screens (a reading's detail, a card of the library), hidden on the tabs. */
import { backButton } from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { inTelegram } from './telegram.js';

const TOP_LEVEL = new Set([
  '/reading',
  '/history',
  '/learn',
  '/learn/quiz',
  '/profile',
  '/account',
  '/admin',
]);

export function useBackButton(location: string) {
  useEffect(() => {
    if (!inTelegram() || !backButton.isMounted()) return;
    if (TOP_LEVEL.has(location)) {
      backButton.hide();
      return;
    }
    backButton.show();
    const off = backButton.onClick(() => {
      if (window.history.length > 1) window.history.back();
      else window.location.assign(location.startsWith('/learn/') ? '/learn' : '/history');
    });
    return () => {
      off();
    };
  }, [location]);
}
