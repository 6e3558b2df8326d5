/**
 * The birth date and the two personal arcana it gives (DESIGN §6: the rule is shown), each card drawn
 * and described, and the personality analysis that needs them.
 */
import type { InferResponseType } from 'hono/client';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, type Rpc, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { formatDate, toLocale } from '../../lib/locales.js';
import { useSession } from '../../lib/session-store.js';
import { CardAbout } from '../../shared/card/card-about.js';
import { useDeck } from '../../shared/spread/deck.js';
import { Button } from '../../ui/button.js';
import { CardImage } from '../../ui/card-image.js';
import { Field } from '../../ui/field.js';
import { PersonalityPanel } from './personality-panel.js';

type Arcana = InferResponseType<Rpc['user']['arcana']['$get'], 200>;

const today = () => new Date().toISOString().slice(0, 10);

export function ArcanaSection() {
  const { t, i18n } = useTranslation('profile');
  const [arcana, setArcana] = useState<Arcana | null>(null);
  const deck = useDeck(toLocale(i18n.language));
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const next = await call(rpc.user.arcana.$get());
    setArcana(next);
    // The stored date fills the field unless the person has already typed one while this loaded.
    setDate((typed) => typed || (next.birth_date ?? ''));
  }, []);

  useEffect(() => {
    void load().catch((e: unknown) => console.error('arcana', e));
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await call(rpc.user['birth-date'].$post({ json: { birth_date: date } }));
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, birth_date: saved.birth_date });
      await load();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const describe = (cardId: string) => deck.get(cardId);
  const locale = toLocale(i18n.language);

  return (
    <section className="profile-section panel" aria-labelledby="profile-arcana">
      <h2 id="profile-arcana">{t('arcana.title')}</h2>
      <p className="muted">{t('arcana.intro')}</p>
      <form className="profile-form profile-form--inline" onSubmit={(e) => void submit(e)}>
        <Field
          label={t('arcana.birth_date')}
          type="date"
          min="1900-01-01"
          max={today()}
          required
          value={date}
          error={error}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={!date || date === arcana?.birth_date}>
          {arcana?.has_arcana ? t('arcana.update') : t('arcana.reveal')}
        </Button>
      </form>
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
                        <CardAbout card={info} reversed={false} />
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
    </section>
  );
}
