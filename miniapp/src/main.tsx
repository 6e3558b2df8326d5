/** Boot: Telegram or browser, theme, translations, then the app. */
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/cormorant-garamond/cyrillic-500.css';
import '@fontsource/cormorant-garamond/cyrillic-600.css';
import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { preloadFirstView } from './app/first-view.js';
import { initI18n } from './lib/i18n.js';
import { syncAcrossTabs } from './lib/session-store.js';
import { initTelegram } from './lib/telegram.js';
import { initTheme } from './lib/theme.js';

async function boot() {
  let telegram = null;
  try {
    telegram = await initTelegram();
  } catch (error) {
    console.error('Telegram SDK', error);
  }
  initTheme(telegram ? telegram.isDark : null);
  const firstView = preloadFirstView(location.pathname, telegram !== null);
  await Promise.all([initI18n(undefined, firstView.namespaces), firstView.code]);
  syncAcrossTabs();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
