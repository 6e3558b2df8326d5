/** The drawn spread, its interpretation as it is written, and what to do next. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError, call, rpc } from '../../lib/api.js';
import { toLocale } from '../../lib/locales.js';
import { toast } from '../../lib/toasts.js';
import { type Spread, useDeck } from '../../shared/spread/deck.js';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { SpreadLayout } from '../../shared/spread/spread-layout.js';
import { Button, buttonClass } from '../../ui/button.js';
import type { Phase, Reading } from './use-reading.js';

interface Props {
  spread: Spread;
  reading: Reading;
  text: string;
  phase: Phase;
  revealed: number;
  error: string | null;
  onNew(): void;
  onSaved(saved: boolean): void;
}

export function ReadingView({ spread, reading, text, phase, revealed, error, onNew, onSaved }: Props) {
  const { t, i18n } = useTranslation('reading');
  const deck = useDeck(toLocale(i18n.language));
  const [saving, setSaving] = useState(false);
  const names = new Map(spread.positions.map((p) => [p.key, p.name]));
  const cards = reading.cards.map((c) => ({
    position: c.position,
    positionName: names.get(c.position) ?? c.position,
    cardId: c.card_id,
    cardName: deck.get(c.card_id)?.name,
    reversed: c.reversed,
  }));
  const shown = cards.slice(0, revealed);

  const toggleSave = async () => {
    setSaving(true);
    try {
      const next = reading.saved
        ? await call(rpc.readings[':id'].save.$delete({ param: { id: reading.id } }))
        : await call(rpc.readings[':id'].save.$post({ param: { id: reading.id } }));
      onSaved(next.saved);
      toast({ title: next.saved ? t('saved') : t('unsaved') });
    } catch (e) {
      toast({ title: e instanceof ApiError ? e.message : String(e), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="reading-view" aria-label={t('your_spread')}>
      <SpreadLayout
        spreadId={spread.id}
        cards={cards}
        revealed={revealed}
        label={t('your_spread')}
        reversedLabel={t('reversed')}
        maxCardWidth={spread.positions.length > 5 ? 120 : 150}
      />
      <ol className="reading-view__legend" aria-label={t('cards_drawn')}>
        {shown.map((c, i) => (
          <li key={c.position}>
            <span className="reading-view__n">{i + 1}</span>
            <span>
              <span className="reading-view__position">{c.positionName}</span>{' '}
              <strong>{c.cardName ?? c.cardId}</strong>
              {c.reversed ? <span className="reading-view__reversed"> · {t('reversed')}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <article className="reading-view__text panel" data-testid="interpretation">
        {phase === 'failed' ? (
          <div className="alert" role="alert" data-testid="reading-failed">
            <strong>{t('failed.title')}</strong> {t('failed.body', { count: reading.cost })}
            {error ? <div className="reading-view__error">{error}</div> : null}
          </div>
        ) : null}
        {text ? (
          <InterpretationText text={text} writing={phase === 'streaming'} />
        ) : phase === 'streaming' || phase === 'creating' ? (
          <p className="reading-view__listening" role="status">
            <span className="reading-view__dots" aria-hidden>
              <span />
              <span />
              <span />
            </span>
            {t('listening')}
          </p>
        ) : null}
      </article>
      {phase === 'complete' || phase === 'failed' ? (
        <div className="reading-view__actions">
          {phase === 'complete' ? (
            <Button
              variant="secondary"
              busy={saving}
              onClick={() => void toggleSave()}
              aria-pressed={reading.saved}
            >
              {reading.saved ? `★ ${t('saved')}` : `☆ ${t('save')}`}
            </Button>
          ) : null}
          <Link href={`/reading/${reading.id}`} className={buttonClass('secondary')}>
            {t('open_details')}
          </Link>
          <Button onClick={onNew}>{t('new_reading')}</Button>
        </div>
      ) : null}
    </section>
  );
}
