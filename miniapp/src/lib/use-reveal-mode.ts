/**
 * The reveal fills the phone: fullscreen and the orientation held from the draw until the person leaves
 * the reading, so turning the phone does not reflow the cards as they turn. Phones only: on a desktop
 * client fullscreen would take the whole monitor (ADR 0049).
 */
import { useEffect } from 'react';
import { telegramLaunch, telegramSdk } from './telegram.js';

const PHONES = new Set(['android', 'android_x', 'ios']);

/** Fullscreen may be refused by the client or the person; the reading goes on either way. */
const ignore = (error: unknown) => console.warn('fullscreen', error);

export function useRevealMode(active: boolean) {
  useEffect(() => {
    const launch = telegramLaunch();
    const sdk = telegramSdk();
    if (!active || !launch || !sdk || !PHONES.has(launch.platform)) return;
    const { postEvent, supports, viewport } = sdk;
    const canLock = supports('web_app_toggle_orientation_lock', launch.version);
    let entered = false;
    if (viewport.requestFullscreen.isAvailable() && !viewport.isFullscreen()) {
      entered = true;
      viewport.requestFullscreen().catch(ignore);
    }
    if (canLock) postEvent('web_app_toggle_orientation_lock', { locked: true });
    return () => {
      if (canLock) postEvent('web_app_toggle_orientation_lock', { locked: false });
      if (entered && viewport.exitFullscreen.isAvailable()) {
        try {
          viewport.exitFullscreen().catch(ignore);
        } catch (error) {
          ignore(error);
        }
      }
    };
  }, [active]);
}
