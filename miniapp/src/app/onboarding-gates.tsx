/**
 * Spec §4 "Onboarding after login", in order: language confirmation (Telegram only), terms, birth date.
 * A web user's unconfirmed language is confirmed silently from the landing choice or the browser.
 */
import { lazy, type ReactNode, useEffect, useState } from 'react';
import { api, call } from '../lib/api.js';
import { changeLocale } from '../lib/i18n.js';
import { toLocale } from '../lib/locales.js';
import { KEYS } from '../lib/session-storage.js';
import { inTelegram } from '../lib/telegram.js';
import { LoadingView } from '../ui/starfield.js';

const LanguageStep = lazy(() => import('../features/onboarding/language-step.js'));
const TermsStep = lazy(() => import('../features/onboarding/terms-step.js'));
const BirthDateStep = lazy(() => import('../features/onboarding/birth-date-step.js'));

export type Step = 'checking' | 'language' | 'terms' | 'birth-date' | 'done';

interface Info {
  locale_confirmed: boolean;
  terms_accepted: boolean;
  arcana_skipped: boolean;
}

/** The first step for this person, from the user-info call (or its failure: null). */
export function firstStep(info: Info | null, telegram: boolean): Step {
  if (!info) return telegram ? 'language' : 'terms';
  if (!info.locale_confirmed && telegram) return 'language';
  if (!info.terms_accepted) return 'terms';
  return 'done';
}

async function confirmWebLocale() {
  const locale = toLocale(localStorage.getItem(KEYS.locale) ?? navigator.language);
  await changeLocale(locale);
  await call(api.rpc.api.user.locale.$post({ json: { locale } }));
}

async function needsBirthDate(): Promise<boolean> {
  try {
    const [info, arcana] = await Promise.all([
      call(api.rpc.api.user.info.$get()),
      call(api.rpc.api.user.arcana.$get()),
    ]);
    return !info.arcana_skipped && !arcana.has_arcana;
  } catch {
    return true;
  }
}

export function OnboardingGates({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<Step>('checking');
  const telegram = inTelegram();

  useEffect(() => {
    let live = true;
    void (async () => {
      let info: Info | null = null;
      try {
        info = await call(api.rpc.api.user.info.$get());
        if (!info.locale_confirmed && !telegram) await confirmWebLocale().catch(() => undefined);
      } catch (error) {
        console.error('user info', error);
      }
      if (live) setStep(firstStep(info, telegram));
    })();
    return () => {
      live = false;
    };
  }, [telegram]);

  const afterLanguage = async () => {
    try {
      const info = await call(api.rpc.api.user.info.$get());
      setStep(info.terms_accepted ? 'done' : 'terms');
    } catch {
      setStep('terms');
    }
  };
  const afterTerms = async () => setStep((await needsBirthDate()) ? 'birth-date' : 'done');

  switch (step) {
    case 'checking':
      return <LoadingView />;
    case 'language':
      return <LanguageStep onDone={afterLanguage} />;
    case 'terms':
      return <TermsStep onDone={afterTerms} />;
    case 'birth-date':
      return <BirthDateStep onDone={() => setStep('done')} />;
    case 'done':
      return <>{children}</>;
  }
}
