/**
 * The drawn spread, its interpretation as it is written, and what to do next. A card's part of the text
 * shows only once the card has turned (ADR 0041); once all have and the text is whole, it reads card by
 * card. A small copy of the spread stays pinned while the text is read below it.
 */
import { Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { toLocale } from '../../lib/locales.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import type { SectionMark } from '../../shared/reading-stream.js';
import { type Spread, useDeck } from '../../shared/spread/deck.js';
import { InterpretationParts } from '../../shared/spread/interpretation-parts.js';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { readingPositions } from '../../shared/spread/position-names.js';
import { partsFromMarks, shownParts } from '../../shared/spread/reading-parts.js';
import { SpreadLayout } from '../../shared/spread/spread-layout.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { PinnedSpread } from './pinned-spread.js';
import { useFollowBottom } from './use-follow-bottom.js';
import type { Phase, Reading } from './use-reading.js';

interface Props {
  spread: Spread;
  reading: Reading;
  text: string;
  marks: SectionMark[];
  phase: Phase;
  revealed: number;
  onTurn(): void;
  error: string | null;
  onNew(): void;
  onSaved(saved: boolean): void;
}

export function ReadingView(props: Props) {
  const { spread, reading, text, marks, phase, revealed, onTurn, error, onNew, onSaved } = props;
  const { t, i18n } = useTranslation('reading');
  const deck = useDeck(toLocale(i18n.language));
  const [saving, setSaving] = useState(false);
  const laid = useRef<HTMLDivElement>(null);
  const named = readingPositions(spread, reading.position_names);
  const cards = reading.cards.map((c) => {
    const info = deck.get(c.card_id);
    const position = named(c.position);
    return {
      position: c.position,
      positionName: position.name,
      positionLabel: position.label,
      explanation: position.explanation,
      cardId: c.card_id,
      cardName: info?.name,
      reversed: c.reversed,
      keywords: info ? (c.reversed ? info.keywords_reversed : info.keywords_upright) : undefined,
    };
  });
  const complete = phase === 'complete';
  const parts =
    complete && reading.sections.length
      ? reading.sections
      : complete
        ? [{ position: null, text }]
        : partsFromMarks(text, marks);
  const shown = shownParts(
    parts,
    cards.map((c) => c.position),
    revealed,
  );
  const allTurned = revealed >= cards.length;
  const held = shown.length < parts.length || (!complete && !allTurned);
  const shownText = shown.map((p) => p.text).join('\n\n');
  // One card is "the card", not "the next card"; while it lies face down, the page says so.
  const single = cards.length === 1;
  const turnLabel = single ? t('turn_only') : t('turn_next');
  const waiting = single && revealed === 0 && phase !== 'failed';
  useFollowBottom(shownText);

  const toggleSave = async () => {
    setSaving(true);
    try {
      const next = reading.saved
        ? await call(rpc.readings[':id'].save.$delete({ param: { id: reading.id } }))
        : await call(rpc.readings[':id'].save.$post({ param: { id: reading.id } }));
      onSaved(next.saved);
      toast({ title: next.saved ? t('saved') : t('unsaved') });
    } catch (e) {
      toast({ title: errorMessage(e), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="reading-view" aria-label={t('your_spread')} data-phase={phase}>
      {phase === 'failed' ? null : (
        <PinnedSpread
          spreadId={spread.id}
          cards={cards}
          revealed={revealed}
          spread={laid}
          onTurn={onTurn}
          turnLabel={turnLabel}
        />
      )}
      <div ref={laid}>
        <SpreadLayout
          spreadId={spread.id}
          cards={cards}
          revealed={revealed}
          label={t('your_spread')}
          reversedLabel={t('reversed')}
          maxCardWidth={spread.positions.length > 5 ? 120 : 150}
          onTurn={onTurn}
          turnLabel={(position) => t('turn_card', { position })}
        />
      </div>
      <article className="reading-view__text panel" data-testid="interpretation">
        {phase === 'failed' ? (
          <div className="alert" role="alert" data-testid="reading-failed">
            <strong>{t('failed.title')}</strong> {t('failed.body', { count: reading.cost })}
            {error ? <div className="reading-view__error">{error}</div> : null}
          </div>
        ) : null}
        {complete && allTurned ? (
          <InterpretationParts
            parts={parts}
            cards={cards}
            labels={{ reversed: t('reversed'), upright: t('upright'), synthesis: t('synthesis') }}
          />
        ) : waiting ? (
          <p className="reading-view__waiting">{t('card_waiting')}</p>
        ) : shownText ? (
          <InterpretationText
            text={shownText}
            writing={phase === 'streaming' || held}
            caret={phase === 'streaming'}
          />
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
        {waiting || (held && !allTurned && phase !== 'failed' && (shownText || complete)) ? (
          <Button className="reading-view__turn" onClick={onTurn}>
            {turnLabel}
          </Button>
        ) : null}
      </article>
      {/* Saving, opening or leaving a reading whose cards still lie face down would skip the reveal. */}
      {phase === 'failed' || (phase === 'complete' && allTurned) ? (
        <div className="reading-view__actions">
          {phase === 'complete' ? (
            <Button
              variant="secondary"
              busy={saving}
              onClick={() => void toggleSave()}
              aria-pressed={reading.saved}
            >
              <Icon icon={Star} filled={reading.saved} />
              {reading.saved ? t('saved') : t('save')}
            </Button>
          ) : null}
          <Link href={`/reading/${reading.id}`} className={buttonClass('secondary')}>
            {t('open_details')}
          </Link>
          {/* Inside Telegram the MainButton says "New reading": no second one in the page. */}
          {inTelegram() ? null : <Button onClick={onNew}>{t('new_reading')}</Button>}
        </div>
      ) : null}
    </section>
  );
}
