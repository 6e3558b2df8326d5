/** Telegram asks before closing the app while something is being written (a reading, an answer). */
import { closingBehavior } from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { inTelegram } from './telegram.js';

export function useClosingConfirmation(needed: boolean) {
  useEffect(() => {
    if (!needed || !inTelegram() || !closingBehavior.mount.isAvailable()) return;
    if (!closingBehavior.isMounted()) closingBehavior.mount();
    closingBehavior.enableConfirmation();
    return () => closingBehavior.disableConfirmation();
  }, [needed]);
}
