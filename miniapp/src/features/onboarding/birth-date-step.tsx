/**
 * Spec §4: the birth date (1900-01-01 to today) reveals the two personal arcana (DESIGN §6), shown with
 * their cards and the rule; or the step is skipped, and remembered as skipped.
 */
import { Sparkle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { KEYS } from '../../lib/session-storage.js';
import { haptic, inTelegram } from '../../lib/telegram.js';
import { useMainButton, useSecondaryButton } from '../../lib/use-bottom-buttons.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Icon } from '../../ui/icon.js';
import { ArcanaReveal, type PersonalArcana } from './arcana-reveal.js';
import { OnboardingFrame } from './onboarding-frame.js';
import './birth-date-step.css';

export const MIN_BIRTH_DATE = '1900-01-01';

/** Today as YYYY-MM-DD in the person's own calendar. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export default function BirthDateStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('onboarding');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'skip' | null>(null);
  const [arcana, setArcana] = useState<PersonalArcana | null>(null);
  const max = today();

  const save = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < MIN_BIRTH_DATE || value > max) {
      setError(t('birth_date.invalid'));
      return;
    }
    setBusy('save');
    setError(null);
    try {
      await call(rpc.user['birth-date'].$post({ json: { birth_date: value } }));
      const result = await call(rpc.user.arcana.$get());
      if (!result.first_card || !result.second_card) throw new Error('arcana missing');
      haptic('success');
      setArcana({ first: result.first_card, second: result.second_card, rule: result.rule });
    } catch {
      setError(t('birth_date.error'));
    } finally {
      setBusy(null);
    }
  };

  const skip = async () => {
    setBusy('skip');
    setError(null);
    try {
      await call(rpc.user.arcana.skip.$post());
      localStorage.setItem(KEYS.arcanaSkipped, 'true');
      onDone();
    } catch {
      setError(t('birth_date.error'));
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  // Inside Telegram: Save is the MainButton and Skip the SecondaryButton; once the arcana show, Continue.
  const telegram = inTelegram();
  useMainButton(
    arcana ? t('birth_date.continue') : t('birth_date.submit'),
    arcana ? onDone : () => void save(),
    {
      busy: busy === 'save',
      enabled: busy === null,
    },
  );
  useSecondaryButton(arcana ? null : t('birth_date.skip'), () => void skip(), {
    busy: busy === 'skip',
    enabled: busy === null,
  });

  if (arcana) {
    return (
      <OnboardingFrame
        key="result"
        step="birth_date"
        eyebrow={t('birth_date.result_eyebrow')}
        title={t('birth_date.result_title')}
        wide
      >
        <ArcanaReveal arcana={arcana} />
        {telegram ? null : (
          <div className="onboarding__actions">
            <Button block onClick={onDone}>
              {t('birth_date.continue')}
            </Button>
          </div>
        )}
      </OnboardingFrame>
    );
  }

  return (
    <OnboardingFrame
      step="birth_date"
      eyebrow={t('birth_date.eyebrow')}
      title={t('birth_date.title')}
      lead={t('birth_date.lead')}
    >
      <div className="birth-date__glyph">
        <Icon icon={Sparkle} filled />
      </div>
      <form onSubmit={submit} noValidate>
        <Field
          type="date"
          name="birth_date"
          label={t('birth_date.label')}
          hint={t('birth_date.hint')}
          min={MIN_BIRTH_DATE}
          max={max}
          required
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
          className="field__input birth-date__input"
        />
        {telegram ? null : (
          <div className="onboarding__actions">
            <Button type="submit" block busy={busy === 'save'} disabled={busy !== null}>
              {t('birth_date.submit')}
            </Button>
            <Button variant="ghost" block busy={busy === 'skip'} disabled={busy !== null} onClick={skip}>
              {t('birth_date.skip')}
            </Button>
          </div>
        )}
      </form>
      <p className="onboarding__note">{t('birth_date.privacy')}</p>
    </OnboardingFrame>
  );
}
