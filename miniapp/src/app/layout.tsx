/**
 * Spec §2 layout: the e-mail change banner (fixed, 64 px), the top navigation (desktop only, opaque
 * after 20 px of scroll, below the banner), the verification banner, the page, the footer (desktop)
 * and the bottom tab bar (under 768 px, inside Telegram too, in its colours). Navigation is hidden on
 * /admin. Inside Telegram the BackButton leads out of nested screens
 * and the SettingsButton opens the profile.
 */
import { History, Sparkle, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { EmailChangeBanner } from '../features/email-banners/email-change-banner.js';
import { VerificationBanner } from '../features/email-banners/verification-banner.js';
import { useBackButton } from '../lib/use-back-button.js';
import { useSettingsButton } from '../lib/use-settings-button.js';
import { type LegalDoc, LegalModals } from '../shared/legal/legal-modals.js';
import { Icon } from '../ui/icon.js';
import './layout.css';

export const SCROLL_THRESHOLD_PX = 20;
/** Spec §9 "Footer year 2025": the first year, kept when later years join it. */
export const FIRST_YEAR = 2025;

/** "2025", then "2025–2026" and on: from the first year to the current one. */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}

const NAV = [
  { href: '/reading', key: 'nav.reading', icon: Sparkle },
  { href: '/history', key: 'nav.history', icon: History },
  { href: '/profile', key: 'nav.profile', icon: UserRound },
] as const;

function isActive(location: string, href: string) {
  if (href === '/profile') return location === '/profile' || location === '/account';
  if (href === '/reading') return location === '/reading';
  if (href === '/history') return location === '/history' || /^\/reading(-detail)?\/.+/.test(location);
  return location === href;
}

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const scrolled = useScrolled();
  const [changeBannerShown, setChangeBannerShown] = useState(false);
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const admin = location === '/admin' || location.startsWith('/admin/');
  useBackButton(location);
  useSettingsButton();

  return (
    <div
      className={`layout${changeBannerShown ? ' layout--with-banner' : ''}${admin ? ' layout--admin' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <EmailChangeBanner onVisibleChange={setChangeBannerShown} />
      {admin ? null : (
        <header className={`top-nav${scrolled ? ' top-nav--opaque' : ''}`}>
          <Link href="/reading" className="top-nav__brand">
            <Icon icon={Sparkle} filled /> {t('brand')}
          </Link>
          <nav aria-label={t('nav.label')}>
            <ul className="top-nav__links">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="top-nav__link"
                    aria-current={isActive(location, item.href) ? 'page' : undefined}
                  >
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
      )}
      {/* One banner at a time (ADR 0067): the pending change comes first. */}
      <VerificationBanner changeBannerShown={changeBannerShown} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <span>{t('footer.copyright', { year: copyrightYears(new Date()) })}</span>
        <span className="footer__links">
          <button type="button" className="footer__link" onClick={() => setLegal('privacy')}>
            {t('footer.privacy')}
          </button>
          <button type="button" className="footer__link" onClick={() => setLegal('terms')}>
            {t('footer.terms')}
          </button>
        </span>
      </footer>
      {admin ? null : (
        <nav className="tab-bar" aria-label={t('nav.label')}>
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="tab-bar__item"
              aria-current={isActive(location, item.href) ? 'page' : undefined}
            >
              <Icon icon={item.icon} className="tab-bar__icon" />
              <span>{t(item.key)}</span>
            </Link>
          ))}
        </nav>
      )}
      <LegalModals open={legal} onClose={() => setLegal(null)} />
    </div>
  );
}
