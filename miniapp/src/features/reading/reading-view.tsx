/**
 * The drawn spread, its interpretation as it is written, and what to do next. The text stands in its
 * final shape from the start, a block per card, and a card's part shows only once the card has turned
 * (ADR 0041, 0069). One control turns the next card: a sticky button here, the MainButton in Telegram.
 * A small copy of the spread stays pinned once the spread itself has scrolled away. On a wide screen the
 * spread stands beside the reading and its title from the page's top, so the reading's first words are
 * on the first screen (ADR 0076), its cards sized so the whole spread fits the screen before a card is
 * turned and held in view (ADR 0084).
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../lib/locales.js';
import { inTelegram, telegramOnDesktop } from '../../lib/telegram.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { useStageHeight } from '../../lib/use-stage-height.js';
import type { SectionMark } from '../../shared/reading-stream.js';
import { type Spread, useDeck } from '../../shared/spread/deck.js';
import { readingPositions } from '../../shared/spread/position-names.js';
import { SpreadLayout } from '../../shared/spread/spread-layout.js';
import { Button } from '../../ui/button.js';
import { PinnedSpread } from './pinned-spread.js';
import { ReadingActions } from './reveal/reading-actions.js';
import { ReadingFailed } from './reveal/reading-failed.js';
import { revealSlots } from './reveal/reveal-parts.js';
import { RevealText } from './reveal/reveal-text.js';
import { hasSeenSpread, markSpreadSeen } from './reveal/seen-spreads.js';
import { useFollowBottom } from './use-follow-bottom.js';
import type { Phase, Reading } from './use-reading.js';
import { useStageFit } from './use-stage-fit.js';

interface Props {
  /** The page's title, question and balance: over the reading, beside the spread on a wide screen. */
  head: ReactNode;
  spread: Spread;
  reading: Reading;
  text: string;
  marks: SectionMark[];
  phase: Phase;
  revealed: number;
  onTurn(): void;
  error: string | null;
  onNew(): void;
  /** After a failure: the same question and spread again. */
  retry: { label: string; onRetry(): void };
  onSaved(saved: boolean): void;
}

/** Where the spread stands beside the reading (reading.css). */
const WIDE = '(min-width: 1024px)';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ReadingView(props: Props) {
  const { head, spread, reading, text, marks, phase, revealed, onTurn, error, onNew, retry, onSaved } = props;
  const { t, i18n } = useTranslation('reading');
  const deck = useDeck(toLocale(i18n.language));
  const laid = useRef<HTMLDivElement>(null);
  const article = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLElement>(null);
  const wide = useMediaQuery(WIDE);
  useStageHeight(stage);
  useStageFit(stage, view, wide, revealed);
  const named = readingPositions(spread, reading.position_names);
  const cards = reading.cards.map((c) => {
    const info = deck.get(c.card_id);
    const position = named(c.position);
    return {
      position: c.position,
      positionName: position.name,
      positionLabel: position.label,
      positionShort: position.short,
      explanation: position.explanation,
      cardId: c.card_id,
      cardName: info?.name,
      reversed: c.reversed,
      keywords: info ? (c.reversed ? info.keywords_reversed : info.keywords_upright) : undefined,
    };
  });
  const complete = phase === 'complete';
  const failed = phase === 'failed';
  const allTurned = revealed >= cards.length;
  // Each position's gloss until this spread has been read once to its end (ADR 0088): decided as the
  // reading opens, so the glosses stay for the whole of the reading that teaches them.
  const [glosses] = useState(() => !hasSeenSpread(spread.id));
  const done = complete && allTurned;
  useEffect(() => {
    if (done) markSpreadSeen(spread.id);
  }, [done, spread.id]);
  const slots = revealSlots({
    text,
    marks,
    sections: reading.sections,
    complete,
    positions: cards.map((c) => c.position),
    revealed,
  });
  // One card is "the card"; of more, "the first card" until one is up, then "the next card". While the
  // first lies face down the hint names the button as it reads, tapped on a phone and in Telegram's
  // mobile clients, clicked on a wide screen and in Telegram Desktop (design review 11).
  const single = cards.length === 1;
  const turnLabel = single ? t('turn_only') : revealed === 0 ? t('turn_first') : t('turn_next');
  const clicked = (wide && !inTelegram()) || telegramOnDesktop();
  const firstHint = t(clicked ? 'turn_hint_click' : 'turn_hint_tap', { button: turnLabel });
  const waiting = single && revealed === 0 && !failed;
  const turning = !failed && !allTurned;
  // The cards are laid where the person sees them: the page opens at its top, not wherever the picker
  // was scrolled to (the spread, not its pinned copy, is the first screen).
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  useFollowBottom(
    `${slots.opening.length}:${slots.cards.map((c) => c.length).join()}:${slots.synthesis.length}`,
  );

  const showCard = (position: string) =>
    article.current
      ?.querySelector(`[data-testid="part-card"][data-position="${CSS.escape(position)}"]`)
      ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });

  return (
    <section className="reading-view" aria-label={t('your_spread')} data-phase={phase} ref={view}>
      {head}
      {/* One card needs no copy of itself. */}
      {failed || single ? null : (
        <PinnedSpread
          spreadId={spread.id}
          cards={cards}
          revealed={revealed}
          spread={laid}
          onPick={showCard}
        />
      )}
      {/* A failed reading's cards will never be read: the alert and the actions are the page. */}
      {failed ? null : (
        <div className="reading-view__stage" ref={stage}>
          {/* What the one turn control does, in Telegram too, where it is the MainButton under the page. */}
          <p className="reading-view__hint" data-testid="turn-hint">
            {revealed === 0
              ? firstHint
              : single
                ? '\u00a0'
                : t('turned', { count: Math.min(revealed, cards.length), total: cards.length })}
          </p>
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
        </div>
      )}
      {failed ? (
        <ReadingFailed cost={reading.cost} error={error} />
      ) : (
        <article className="reading-view__text panel" data-testid="interpretation" ref={article}>
          <RevealText
            slots={slots}
            cards={cards}
            revealed={revealed}
            streaming={phase === 'streaming' || phase === 'creating'}
            waiting={waiting}
            complete={complete}
            glosses={glosses}
          />
        </article>
      )}
      {/* The one turn control: inside Telegram it is the MainButton (reading-page.tsx). */}
      {turning && !inTelegram() ? (
        <div className="reading-view__turnbar">
          <Button block className="reading-view__turn" onClick={onTurn}>
            {turnLabel}
          </Button>
        </div>
      ) : null}
      {/* Saving, opening or leaving a reading whose cards still lie face down would skip the reveal. */}
      {failed || (complete && allTurned) ? (
        <ReadingActions
          readingId={reading.id}
          saved={reading.saved}
          failed={failed}
          onNew={onNew}
          retry={retry}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
