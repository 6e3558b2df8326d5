/**
 * Preferences: confirmation before spending, the two kinds of notification (ADR 0025), personal arcana
 * in readings, reversed cards, language and theme.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { changeLocale } from '../../lib/i18n.js';
import { LOCALE_NAMES, LOCALES, type Locale, toLocale } from '../../lib/locales.js';
import { useSession } from '../../lib/session-store.js';
import { inTelegram } from '../../lib/telegram.js';
import { type ThemeChoice, useTheme } from '../../lib/theme.js';
import { toast, toastStore, useToasts } from '../../lib/toasts.js';
import { type Prefs, setPreference, usePreferences } from '../../shared/preferences/preferences.js';
import { Switch } from '../../ui/switch.js';

export function PreferencesSection() {
  const { t, i18n } = useTranslation('profile');
  const stored = usePreferences();
  // A switch shows its new value in the same render as the tap, whatever the cache does meanwhile.
  const [pending, setPending] = useState<Partial<Prefs>>({});
  const prefs = stored ? { ...stored, ...pending } : null;
  const toastsOn = useToasts((s) => s.enabled);
  const theme = useTheme();
  const hasBirthDate = useSession((s) => !!s.user?.birth_date);

  const toggle = async (key: keyof Prefs, value: boolean) => {
    setPending((p) => ({ ...p, [key]: value }));
    try {
      await setPreference(key, value);
    } catch (e) {
      toast({
        title: t('preferences.failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
      });
    } finally {
      setPending(({ [key]: _, ...rest }) => rest);
    }
  };

  const setLanguage = async (locale: Locale) => {
    await changeLocale(locale);
    await call(rpc.user.locale.$post({ json: { locale } })).catch((e: unknown) => console.error('locale', e));
  };

  return (
    <section className="profile-section panel" aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">{t('preferences.title')}</h2>
      {prefs ? (
        <div className="profile-switches">
          <Switch
            label={t('preferences.confirmation')}
            description={t('preferences.confirmation_hint')}
            checked={prefs.show_confirmation}
            onChange={(v) => void toggle('show_confirmation', v)}
          />
          <Switch
            label={t('preferences.toasts')}
            description={t('preferences.toasts_hint')}
            checked={toastsOn}
            onChange={(v) => toastStore.getState().setEnabled(v)}
          />
          <Switch
            label={inTelegram() ? t('preferences.daily_telegram') : t('preferences.daily')}
            description={inTelegram() ? t('preferences.daily_telegram_hint') : t('preferences.daily_hint')}
            checked={prefs.notifications_enabled}
            onChange={(v) => void toggle('notifications_enabled', v)}
          />
          {/* Without a birth date there are no arcana to use: the switch is off and says what it needs. */}
          <Switch
            label={t('preferences.personal_arcana')}
            description={
              hasBirthDate
                ? t('preferences.personal_arcana_hint')
                : t('preferences.personal_arcana_needs_date')
            }
            checked={hasBirthDate && prefs.use_personal_arcana}
            disabled={!hasBirthDate}
            onChange={(v) => void toggle('use_personal_arcana', v)}
          />
          <Switch
            label={t('preferences.reversed')}
            description={t('preferences.reversed_hint')}
            checked={prefs.reversed_cards}
            onChange={(v) => void toggle('reversed_cards', v)}
          />
        </div>
      ) : (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      )}
      <div className="profile-selects">
        <label className="field">
          <span className="field__label">{t('preferences.language')}</span>
          <select
            className="field__input"
            value={toLocale(i18n.language)}
            onChange={(e) => void setLanguage(toLocale(e.target.value))}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        {inTelegram() ? null : (
          <label className="field">
            <span className="field__label">{t('preferences.theme')}</span>
            <select
              className="field__input"
              value={theme.choice}
              onChange={(e) => theme.setChoice(e.target.value as ThemeChoice)}
            >
              <option value="system">{t('preferences.theme_system')}</option>
              <option value="light">{t('preferences.theme_light')}</option>
              <option value="dark">{t('preferences.theme_dark')}</option>
            </select>
          </label>
        )}
      </div>
    </section>
  );
}
