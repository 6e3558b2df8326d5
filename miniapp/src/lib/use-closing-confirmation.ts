/** Telegram asks before closing the app while something is being written (a reading, an answer). */
import { useEffect } from 'react';
import { telegramSdk } from './telegram.js';

export function useClosingConfirmation(needed: boolean) {
  useEffect(() => {
    const closingBehavior = telegramSdk()?.closingBehavior;
    if (!needed || !closingBehavior?.mount.isAvailable()) return;
    if (!closingBehavior.isMounted()) closingBehavior.mount();
    closingBehavior.enableConfirmation();
    return () => closingBehavior.disableConfirmation();
  }, [needed]);
}
