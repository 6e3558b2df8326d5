/**
 * Spec §4: inside Telegram the language is confirmed first, preselected from Telegram's language_code.
 * Picking a language switches the screen to it at once, so the person reads the rest in that language.
 */
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { changeLocale, currentLocale } from '../../lib/i18n.js';
import { LOCALE_NAMES, LOCALES, type Locale, toLocale } from '../../lib/locales.js';
import { haptic, inTelegram, telegramLaunch } from '../../lib/telegram.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { OnboardingFrame } from './onboarding-frame.js';
import './language-step.css';

const FLAGS: Record<Locale, string> = { en: 'EN', ru: 'RU', de: 'DE', es: 'ES', zh: 'ZH' };

export default function LanguageStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('onboarding');
  const fromTelegram = telegramLaunch()?.languageCode;
  const detected = fromTelegram ? toLocale(fromTelegram) : null;
  const [selected, setSelected] = useState<Locale>(detected ?? currentLocale());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (selected !== currentLocale()) void changeLocale(selected);
  }, [selected]);

  const confirm = async () => {
    setSaving(true);
    setError(null);
    try {
      await call(rpc.user.locale.$post({ json: { locale: selected } }));
      await changeLocale(selected);
      haptic('success');
      onDone();
    } catch {
      setError(t('language.error'));
      setSaving(false);
    }
  };

  useMainButton(t('language.continue'), () => void confirm(), { busy: saving });

  return (
    <OnboardingFrame
      step="language"
      eyebrow={t('language.eyebrow')}
      title={t('language.title')}
      lead={t('language.lead')}
    >
      <fieldset className="language-step__options">
        <legend className="visually-hidden">{t('language.legend')}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="language-step__option">
            <input
              type="radio"
              name="language"
              value={locale}
              checked={selected === locale}
              onChange={() => {
                haptic('light');
                setSelected(locale);
              }}
            />
            <span className="language-step__badge" aria-hidden>
              {FLAGS[locale]}
            </span>
            <span className="language-step__name" lang={locale}>
              {LOCALE_NAMES[locale]}
            </span>
            {locale === detected ? (
              <span className="language-step__hint">{t('language.from_telegram')}</span>
            ) : null}
            <Icon icon={Check} className="language-step__check" />
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      {/* Inside Telegram the MainButton confirms: no second button in the page. */}
      {inTelegram() ? null : (
        <div className="onboarding__actions">
          <Button block busy={saving} onClick={confirm}>
            {t('language.continue')}
          </Button>
        </div>
      )}
    </OnboardingFrame>
  );
}
