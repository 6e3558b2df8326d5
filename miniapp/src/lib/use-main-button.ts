/** Telegram's MainButton carries a screen's main action inside Telegram; nothing happens elsewhere. */
import { mainButton } from '@telegram-apps/sdk-react';
import { useEffect, useRef } from 'react';
import { inTelegram } from './telegram.js';

export function useMainButton(text: string | null, onClick: () => void, enabled = true) {
  const handler = useRef(onClick);
  handler.current = onClick;

  useEffect(() => {
    if (!inTelegram() || !mainButton.mount.isAvailable()) return;
    if (!mainButton.isMounted()) mainButton.mount();
    if (!text) {
      mainButton.setParams({ isVisible: false });
      return;
    }
    mainButton.setParams({ text, isVisible: true, isEnabled: enabled });
    const off = mainButton.onClick(() => handler.current());
    return () => {
      off();
      mainButton.setParams({ isVisible: false });
    };
  }, [text, enabled]);
}
