/** A signed-in person following a /{lang} link: switch the language and go on to the reading (ADR 0024). */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../lib/api.js';
import { changeLocale } from '../lib/i18n.js';
import type { Locale } from '../lib/locales.js';

export function LanguageRedirect({ lang }: { lang: Locale }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    void changeLocale(lang)
      .then(() => api.rpc.api.user.locale.$post({ json: { locale: lang } }))
      .catch((error: unknown) => console.error('locale', error))
      .finally(() => navigate('/reading', { replace: true }));
  }, [lang, navigate]);
  return null;
}
