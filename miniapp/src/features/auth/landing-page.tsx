/**
 * The landing page (/ and /{lang}): what the product is, with the deck's own art, and the ways in:
 * e-mail, Google when the server has it, Telegram when a bot is set. `?error=` codes are explained.
 */
import { Send, Sparkle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { changeLocale } from '../../lib/i18n.js';
import { LOCALE_NAMES, LOCALES, type Locale, toLocale } from '../../lib/locales.js';
import { type LegalDoc, LegalModals } from '../../shared/legal/legal-modals.js';
import { buttonClass } from '../../ui/button.js';
import { CardImage } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';
import { Starfield } from '../../ui/starfield.js';
import { landingErrorText } from './error-messages.js';
import './landing.css';

/**
 * The form brings react-hook-form, zod and the shared input rules (about 20 KB gzip): outside the
 * landing's initial JS (budget, issue 19 item 18), and requested only once the page has painted, so it
 * never competes with the lead text and the fonts for the first paint (LCP, README bench).
 */
const SignInForm = lazy(() => import('./sign-in-form.js').then((m) => ({ default: m.SignInForm })));

const HERO_CARDS = ['major-18', 'major-17', 'major-19'] as const;
const FEATURES = ['spreads', 'oracle', 'arcana'] as const;

interface Config {
  google_enabled: boolean;
  bot_username: string | null;
}

/** False for the first render, true from the effect after it, which runs once the page has painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

export default function LandingPage({ lang }: { lang?: Locale }) {
  const { t, i18n } = useTranslation(['landing', 'auth']);
  const search = useSearch();
  const [config, setConfig] = useState<Config | null>(null);
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const painted = usePainted();
  const error = new URLSearchParams(search).get('error');

  useEffect(() => {
    if (lang) void changeLocale(lang);
  }, [lang]);

  useEffect(() => {
    void call(rpc.config.$get()).then(setConfig, () =>
      setConfig({ google_enabled: false, bot_username: null }),
    );
  }, []);

  return (
    <main className={error ? 'landing landing--error' : 'landing'}>
      <Starfield />
      <header className="landing__top">
        <span className="landing__brand">
          <Icon icon={Sparkle} filled /> {t('common:brand')}
        </span>
        <label className="landing__lang">
          <span className="visually-hidden">{t('language')}</span>
          <select value={toLocale(i18n.language)} onChange={(e) => void changeLocale(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </header>

      <section className="landing__hero">
        <div className="landing__copy">
          <p className="landing__eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="landing__lead">{t('lead')}</p>
        </div>
      </section>
      <div className="landing__fan" aria-hidden>
        {HERO_CARDS.map((id) => (
          <CardImage key={id} cardId={id} alt="" size="l" className="landing__fan-card" />
        ))}
      </div>
      <ul className="landing__features">
        {FEATURES.map((f) => (
          <li key={f}>
            <Icon icon={Sparkle} filled className="landing__feature-icon" />
            <span>
              <strong>{t(`features.${f}.title`)}</strong> {t(`features.${f}.body`)}
            </span>
          </li>
        ))}
      </ul>
      <section className="landing__panel panel" aria-label={t('sign_in_label')}>
        {error ? (
          <div className="alert" role="alert" data-testid="landing-error">
            {landingErrorText(t, error)}
          </div>
        ) : null}
        <Suspense fallback={<div className="sign-in sign-in--loading" aria-busy />}>
          {painted ? <SignInForm /> : <div className="sign-in sign-in--loading" aria-busy />}
        </Suspense>
        {config?.google_enabled || config?.bot_username ? (
          <div className="landing__or">
            <span>{t('or')}</span>
          </div>
        ) : null}
        <div className="landing__alt">
          {config?.google_enabled ? (
            <a className={buttonClass('secondary', { block: true })} href="/api/auth/google">
              <span className="landing__g" aria-hidden>
                G
              </span>
              {t('google')}
            </a>
          ) : null}
          {config?.bot_username ? (
            <a
              className={buttonClass('secondary', { block: true })}
              href={`https://t.me/${config.bot_username}`}
              target="_blank"
              rel="noreferrer"
            >
              <Icon icon={Send} />
              {t('telegram')}
            </a>
          ) : null}
        </div>
        <p className="landing__legal">
          {t('legal_prefix')}{' '}
          <button type="button" onClick={() => setLegal('terms')}>
            {t('common:footer.terms')}
          </button>{' '}
          {t('legal_and')}{' '}
          <button type="button" onClick={() => setLegal('privacy')}>
            {t('common:footer.privacy')}
          </button>
          .
        </p>
      </section>
      <p className="landing__disclaimer muted">{t('disclaimer')}</p>
      <LegalModals open={legal} onClose={() => setLegal(null)} />
    </main>
  );
}
