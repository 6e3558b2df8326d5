/**
 * After the third daily card, inside Telegram, the app offers its shortcut on the phone's home screen
 * once: only where the client can add it and it is not there yet (checkHomeScreenStatus), and never
 * again on this device once offered or found added (ADR 0049).
 */
import { useEffect, useState } from 'react';
import { call, rpc } from '../../../lib/api.js';
import { KEYS } from '../../../lib/session-storage.js';
import { type TelegramSdk, telegramSdk } from '../../../lib/telegram.js';

export const DAILY_SPREAD = 'daily';
/** The daily cards drawn before the shortcut is offered. */
export const DAILY_CARDS_BEFORE_OFFER = 3;

const remembered = () => localStorage.getItem(KEYS.homeScreenOffered) === 'true';
const remember = () => localStorage.setItem(KEYS.homeScreenOffered, 'true');

async function shouldOffer(checkHomeScreenStatus: TelegramSdk['checkHomeScreenStatus']): Promise<boolean> {
  const { items } = await call(
    rpc.user.history.$get({
      query: { spread_id: DAILY_SPREAD, limit: String(DAILY_CARDS_BEFORE_OFFER) },
    }),
  );
  if (items.length < DAILY_CARDS_BEFORE_OFFER) return false;
  const status = await checkHomeScreenStatus();
  if (status === 'unsupported') return false;
  remember();
  return status === 'missed' || status === 'unknown';
}

/** `dailyDone`: a daily card has just been read to its end. */
export function useHomeScreenOffer(dailyDone: boolean) {
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    if (!dailyDone) {
      setOffered(false);
      return;
    }
    const sdk = telegramSdk();
    if (!sdk || remembered()) return;
    if (!sdk.addToHomeScreen.isAvailable() || !sdk.checkHomeScreenStatus.isAvailable()) return;
    let live = true;
    shouldOffer(sdk.checkHomeScreenStatus).then(
      (offer) => live && setOffered(offer),
      (error: unknown) => console.warn('home screen', error),
    );
    return () => {
      live = false;
    };
  }, [dailyDone]);

  return {
    offered,
    add: () => {
      telegramSdk()?.addToHomeScreen();
      setOffered(false);
    },
    dismiss: () => setOffered(false),
  };
}
