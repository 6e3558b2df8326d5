/**
 * Light, dark or system (spec §1), kept in localStorage `theme`. Inside Telegram the colour scheme is
 * Telegram's own and this choice is not offered.
 */
import { create } from 'zustand';

export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'theme';

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function readChoice(): ThemeChoice {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

interface ThemeState {
  choice: ThemeChoice;
  /** The scheme in effect now (Telegram's, the choice, or the system's), for components that need it. */
  dark: boolean;
  setChoice(choice: ThemeChoice): void;
}

export function applyScheme(dark: boolean) {
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  useTheme.setState({ dark });
}

export const useTheme = create<ThemeState>()((set) => ({
  choice: readChoice(),
  dark: document.documentElement.dataset.theme !== 'light',
  setChoice(choice) {
    localStorage.setItem(KEY, choice);
    set({ choice });
    applyScheme(choice === 'system' ? media().matches : choice === 'dark');
  },
}));

/** Applies the stored choice and follows the system while the choice is "system". */
export function initTheme(telegramDark: boolean | null) {
  if (telegramDark !== null) {
    applyScheme(telegramDark);
    return;
  }
  const apply = () => {
    const { choice } = useTheme.getState();
    applyScheme(choice === 'system' ? media().matches : choice === 'dark');
  };
  apply();
  media().addEventListener('change', apply);
}
