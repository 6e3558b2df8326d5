/**
 * The reading's text in the reveal, in its final shape from the start (design review 2, problem 3):
 * the opening, a block per card, then the cards together, one column at one measure. Each slot fills
 * as its card turns and its text arrives; nothing re-flows when the text is done.
 */
import { useTranslation } from 'react-i18next';
import { InterpretationText } from '../../../shared/spread/interpretation-text.js';
import { SynthesisBlock } from '../../../shared/spread/synthesis-block.js';
import { RevealCard, type RevealCardInfo } from './reveal-card.js';
import type { RevealSlots } from './reveal-parts.js';
import '../../../shared/spread/reading-text.css';
import './reveal-text.css';

interface Props {
  slots: RevealSlots;
  cards: RevealCardInfo[];
  revealed: number;
  /** The text is still being written. */
  streaming: boolean;
  /** The one card lies face down: the opening says it waits to be turned. */
  waiting: boolean;
  complete: boolean;
  /** Each block explains its position in a gloss: this spread has not been read to its end before. */
  glosses: boolean;
}

export function RevealText({ slots, cards, revealed, streaming, waiting, complete, glosses }: Props) {
  const { t, i18n } = useTranslation('reading');
  // The caret follows the newest words, when they are on screen: the last slot with text.
  const lastCard = slots.cards.reduce((last, text, i) => (text ? i : last), -1);
  const live =
    !streaming || !slots.caughtUp
      ? null
      : slots.synthesis
        ? 'synthesis'
        : lastCard >= 0
          ? lastCard
          : 'opening';
  return (
    <div className="parts reading-prose">
      <div className="parts__opening reading-opening">
        {waiting ? (
          <p className="reading-view__waiting">{t('card_waiting')}</p>
        ) : slots.opening ? (
          <InterpretationText text={slots.opening} writing={live === 'opening'} />
        ) : streaming ? (
          <p className="reading-view__listening" role="status">
            <span className="reading-view__dots" aria-hidden>
              <span />
              <span />
              <span />
            </span>
            {t('listening')}
          </p>
        ) : null}
      </div>
      <ol className="parts__cards">
        {cards.map((card, i) => (
          <RevealCard
            key={card.position}
            n={cards.length > 1 ? i + 1 : undefined}
            card={card}
            turned={i < revealed}
            text={slots.cards[i] ?? ''}
            writing={live === i}
            pending={streaming && i < revealed && !slots.cards[i]}
            gloss={glosses}
          />
        ))}
      </ol>
      {slots.synthesis ? (
        <SynthesisBlock
          className="parts__synthesis"
          heading={cards.length === 1 ? undefined : t('synthesis')}
          level={3}
          text={slots.synthesis}
          complete={complete}
          writing={live === 'synthesis'}
          locale={i18n.language}
          cards={cards}
        />
      ) : null}
    </div>
  );
}
