/** Telegram's SettingsButton (in the app's ⋮ menu) opens the profile, where the settings are. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { telegramSdk } from './telegram.js';

export function useSettingsButton() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const settingsButton = telegramSdk()?.settingsButton;
    if (!settingsButton?.mount.isAvailable()) return;
    if (!settingsButton.isMounted()) settingsButton.mount();
    settingsButton.show();
    const off = settingsButton.onClick(() => navigate('/profile'));
    return () => {
      off();
      settingsButton.hide();
    };
  }, [navigate]);
}
