/** The frame of the link pages (no header or footer, spec §2): the brand and one card on the night sky. */
import { Sparkle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.js';
import { Starfield } from '../../ui/starfield.js';
import './auth.css';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-frame">
      <Starfield />
      <div className="auth-frame__card panel">
        <a className="auth-frame__brand" href="/">
          <Icon icon={Sparkle} filled /> {t('brand')}
        </a>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
