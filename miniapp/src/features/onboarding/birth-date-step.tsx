/**
 * Spec §4: the birth date (1900-01-01 to today) reveals the two personal arcana (DESIGN §6), shown with
 * their cards and the rule; or the step is skipped, and remembered as skipped.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { birthDateSchema, MIN_BIRTH_DATE } from '../../../../core/inputs/birth-date.js';
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

/** Today as YYYY-MM-DD in the person's own calendar. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const schema = z.object({ birth_date: birthDateSchema(today) });

export default function BirthDateStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('onboarding');
  const { register, handleSubmit, formState, setError, clearErrors } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { birth_date: '' },
  });
  const [skipping, setSkipping] = useState(false);
  const [arcana, setArcana] = useState<PersonalArcana | null>(null);
  const saving = formState.isSubmitting;
  const busy = saving || skipping;
  const error = formState.errors.birth_date;
  const max = today();

  const save = handleSubmit(async (json) => {
    try {
      await call(rpc.user['birth-date'].$post({ json }));
      const result = await call(rpc.user.arcana.$get());
      if (!result.first_card || !result.second_card) throw new Error('arcana missing');
      haptic('success');
      setArcana({ first: result.first_card, second: result.second_card, rule: result.rule });
    } catch {
      setError('birth_date', { type: 'server' });
    }
  });

  const skip = async () => {
    setSkipping(true);
    clearErrors();
    try {
      await call(rpc.user.arcana.skip.$post());
      localStorage.setItem(KEYS.arcanaSkipped, 'true');
      onDone();
    } catch {
      setError('birth_date', { type: 'server' });
      setSkipping(false);
    }
  };

  // Inside Telegram: Save is the MainButton and Skip the SecondaryButton; once the arcana show, Continue.
  const telegram = inTelegram();
  useMainButton(
    arcana ? t('birth_date.continue') : t('birth_date.submit'),
    arcana ? onDone : () => void save(),
    { busy: saving, enabled: !busy },
  );
  useSecondaryButton(arcana ? null : t('birth_date.skip'), () => void skip(), {
    busy: skipping,
    enabled: !busy,
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
      <form onSubmit={(e) => void save(e)} noValidate>
        <Field
          type="date"
          label={t('birth_date.label')}
          hint={t('birth_date.hint')}
          min={MIN_BIRTH_DATE}
          max={max}
          required
          error={
            error
              ? t(error.type === 'server' ? 'birth_date.error' : 'birth_date.invalid', {
                  min: MIN_BIRTH_DATE,
                })
              : null
          }
          className="field__input birth-date__input"
          {...register('birth_date')}
        />
        {telegram ? null : (
          <div className="onboarding__actions">
            <Button type="submit" block busy={saving} disabled={busy}>
              {t('birth_date.submit')}
            </Button>
            <Button variant="ghost" block busy={skipping} disabled={busy} onClick={skip}>
              {t('birth_date.skip')}
            </Button>
          </div>
        )}
      </form>
      <p className="onboarding__note">{t('birth_date.privacy')}</p>
    </OnboardingFrame>
  );
}
