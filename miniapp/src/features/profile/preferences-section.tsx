/**
 * Preferences: confirmation before spending, the two kinds of notification (ADR 0025), personal arcana
 * in readings, reversed cards; language and theme as rows that open a list of choices.
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
import { ChoiceSheet } from './choice-sheet.js';
import { SettingsGroup, SettingsRow } from './settings-group.js';

export function PreferencesSection() {
  const { t, i18n } = useTranslation('profile');
  const stored = usePreferences();
  // A switch shows its new value in the same render as the tap, whatever the cache does meanwhile.
  const [pending, setPending] = useState<Partial<Prefs>>({});
  const prefs = stored ? { ...stored, ...pending } : null;
  const toastsOn = useToasts((s) => s.enabled);
  const theme = useTheme();
  const hasBirthDate = useSession((s) => !!s.user?.birth_date);
  const [sheet, setSheet] = useState<'language' | 'theme' | null>(null);

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

  const languages = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));
  const themes = (['system', 'light', 'dark'] as const).map((v) => ({
    value: v,
    label: t(`preferences.theme_${v}`),
  }));
  const locale = toLocale(i18n.language);

  return (
    <>
      <SettingsGroup id="profile-preferences" title={t('preferences.title')}>
        <SettingsRow
          label={t('preferences.language')}
          value={LOCALE_NAMES[locale]}
          onClick={() => setSheet('language')}
        />
        {inTelegram() ? null : (
          <SettingsRow
            label={t('preferences.theme')}
            value={t(`preferences.theme_${theme.choice}`)}
            onClick={() => setSheet('theme')}
          />
        )}
        {prefs ? (
          <>
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
              label={t('preferences.daily')}
              description={t('preferences.daily_hint')}
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
          </>
        ) : (
          <div className="settings-row">
            <span className="spinner" role="status" aria-label={t('common:loading')} />
          </div>
        )}
      </SettingsGroup>
      {/* Outside the list, whose rows are positioned: a dialog there would lose its place at the bottom edge. */}
      <ChoiceSheet
        open={sheet === 'language'}
        title={t('preferences.language')}
        options={languages}
        value={locale}
        onPick={(l) => void setLanguage(l)}
        onClose={() => setSheet(null)}
      />
      <ChoiceSheet
        open={sheet === 'theme'}
        title={t('preferences.theme')}
        options={themes}
        value={theme.choice}
        onPick={(c: ThemeChoice) => theme.setChoice(c)}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
