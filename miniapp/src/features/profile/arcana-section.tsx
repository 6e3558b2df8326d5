/**
 * The birth date and the two personal arcana it gives (DESIGN §6: the rule is shown), each card drawn
 * and described, and the personality analysis that needs them.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import type { InferResponseType } from 'hono/client';
import { ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { birthDateSchema, MIN_BIRTH_DATE } from '../../../../core/inputs/birth-date.js';
import { call, type Rpc, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { formatDate, toLocale } from '../../lib/locales.js';
import { useSession } from '../../lib/session-store.js';
import { CardAbout } from '../../shared/card/card-about.js';
import { useDeck } from '../../shared/spread/deck.js';
import { Button } from '../../ui/button.js';
import { CardImage } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';
import { PersonalityPanel } from './personality-panel.js';
import { SettingsGroup } from './settings-group.js';

type Arcana = InferResponseType<Rpc['user']['arcana']['$get'], 200>;

const today = () => new Date().toISOString().slice(0, 10);
const schema = z.object({ birth_date: birthDateSchema(today) });

export function ArcanaSection() {
  const { t, i18n } = useTranslation(['profile', 'onboarding']);
  const [arcana, setArcana] = useState<Arcana | null>(null);
  const deck = useDeck(toLocale(i18n.language));
  const { register, handleSubmit, formState, setError, setValue, getValues, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { birth_date: '' },
  });
  const { errors, isSubmitting } = formState;
  const date = watch('birth_date');

  const load = useCallback(async () => {
    const next = await call(rpc.user.arcana.$get());
    setArcana(next);
    // The stored date fills the field unless the person has already typed one while this loaded.
    if (!getValues('birth_date')) setValue('birth_date', next.birth_date ?? '');
  }, [getValues, setValue]);

  useEffect(() => {
    void load().catch((e: unknown) => console.error('arcana', e));
  }, [load]);

  const submit = handleSubmit(async (json) => {
    try {
      const saved = await call(rpc.user['birth-date'].$post({ json }));
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, birth_date: saved.birth_date });
      await load();
    } catch (e) {
      setError('birth_date', { type: 'server', message: errorMessage(e) });
    }
  });

  const describe = (cardId: string) => deck.get(cardId);
  const locale = toLocale(i18n.language);

  const dateError =
    errors.birth_date?.type === 'server'
      ? errors.birth_date.message
      : errors.birth_date
        ? t('onboarding:birth_date.invalid', { min: MIN_BIRTH_DATE })
        : null;
  const dateField = register('birth_date');
  // The save button shows while there is something to save: a first date, or a changed one.
  const unsaved = !!date && date !== arcana?.birth_date;

  return (
    <SettingsGroup
      id="profile-arcana"
      title={t('arcana.title')}
      footnote={t('arcana.intro')}
      after={
        <div className="profile-arcana-body">
          {unsaved ? (
            <form
              id="profile-birth-date-form"
              className="profile-form__actions"
              onSubmit={(e) => void submit(e)}
              noValidate
            >
              <Button type="submit" busy={isSubmitting}>
                {arcana?.has_arcana ? t('arcana.update') : t('arcana.reveal')}
              </Button>
            </form>
          ) : null}
          {arcana?.has_arcana && arcana.first_card && arcana.second_card ? (
            <>
              <p className="profile-arcana__born muted">
                {arcana.birth_date
                  ? t('arcana.born', { date: formatDate(`${arcana.birth_date}T12:00:00`, locale) })
                  : null}
              </p>
              <div className="profile-arcana">
                {[
                  { label: t('arcana.first'), card: arcana.first_card },
                  { label: t('arcana.second'), card: arcana.second_card },
                ].map(({ label, card }) => {
                  const info = describe(card.card_id);
                  return (
                    <article key={label} className="profile-arcana__card">
                      <CardImage cardId={card.card_id} alt={card.name} size="m" />
                      <div>
                        <div className="profile-arcana__label">{label}</div>
                        <h3>
                          {card.number}. {card.name}
                        </h3>
                        {info ? (
                          <>
                            <p className="profile-arcana__keywords">{info.keywords_upright.join(' · ')}</p>
                            <p>{info.meaning_upright}</p>
                            <CardAbout card={info} />
                          </>
                        ) : null}
                      </div>
                    </article>
                  );
                })}
              </div>
              <details className="profile-arcana__rule">
                <summary>{t('arcana.rule_title')}</summary>
                <p>{arcana.rule}</p>
              </details>
              <PersonalityPanel />
            </>
          ) : (
            <p className="profile-block__hint">{t('arcana.personality_needs')}</p>
          )}
        </div>
      }
    >
      {/* A row that opens the date picker (drawn in the page's own scheme and accent); the field lies
          over the whole row, unseen, and the row shows the date in words. */}
      <label className="settings-row settings-date">
        <span className="settings-row__label" id="profile-birth-date-label">
          {t('arcana.birth_date')}
        </span>
        <span className={`settings-row__value${date ? '' : ' settings-row__value--add'}`} aria-hidden>
          {date ? formatDate(`${date}T12:00:00`, locale) : t('arcana.birth_date_add')}
        </span>
        <Icon icon={ChevronRight} className="settings-row__chevron" />
        <input
          className="settings-date__input"
          aria-labelledby="profile-birth-date-label"
          type="date"
          min={MIN_BIRTH_DATE}
          max={today()}
          required
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'profile-birth-date-error' : undefined}
          form="profile-birth-date-form"
          onClick={(e) => {
            // Not every browser has it, and one in a cross-origin frame refuses it: then the field is typed.
            try {
              e.currentTarget.showPicker();
            } catch {}
          }}
          {...dateField}
        />
      </label>
      {dateError ? (
        <p id="profile-birth-date-error" className="settings-row__error" role="alert">
          {dateError}
        </p>
      ) : null}
    </SettingsGroup>
  );
}
