/**
 * One card of a reading, told once (design review 2026-11-27, UX #1): its thumbnail, the position, the
 * card and its orientation, its keywords, the reading's own words for it; what the position asks folded
 * behind the position's heading (design review 8, problem 2; ADR 0088), and the card's general meaning
 * and "About this card" under "More about {card}". Keywords and the fold keep to the text column.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardAbout } from '../../shared/card/card-about.js';
import type { Card } from '../../shared/spread/deck.js';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { withoutFrame } from '../../shared/spread/without-frame.js';
import { CardImage } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';
import '../../shared/spread/reading-text.css';

export interface DetailCardProps {
  /** The card's place in the spread, from 1. */
  n: number;
  /** One card needs no number (as the spread and the reveal show it). */
  numbered: boolean;
  positionName: string;
  /** What the position asks of its card. */
  explanation?: string;
  cardId: string;
  reversed: boolean;
  /** The deck's entry, once the deck has arrived. */
  info?: Card;
  /** The reading's part for this card, when the server could place it. */
  text?: string;
}

export function DetailCard({
  n,
  numbered,
  positionName,
  explanation,
  cardId,
  reversed,
  info,
  text,
}: DetailCardProps) {
  const { t, i18n } = useTranslation('detail');
  const name = info?.name ?? cardId;
  const orientation = reversed ? t('reversed') : t('upright');
  // The heading names the position and the card: a first sentence saying only that is left out, and
  // one saying again what the position's gloss says.
  const shown = text
    ? withoutFrame(text, [positionName, name, orientation], i18n.language, false, explanation)
    : '';
  const headingId = `detail-card-${n}`;
  const glossId = useId();
  const [glossOpen, setGlossOpen] = useState(false);
  const keywords = info ? (reversed ? info.keywords_reversed : info.keywords_upright) : [];
  return (
    <section className="detail-card" data-testid="detail-card" aria-labelledby={headingId}>
      <CardImage cardId={cardId} reversed={reversed} alt="" size="s" />
      <div className="detail-card__head">
        <p className="detail-card__position">
          {explanation ? (
            <button
              type="button"
              className="detail-card__gloss-toggle"
              aria-expanded={glossOpen}
              aria-controls={glossId}
              onClick={() => setGlossOpen((open) => !open)}
            >
              <Position n={numbered ? n : undefined} name={positionName} />
              <span className="visually-hidden">: {t('position_meaning')}</span>
              <Icon icon={ChevronDown} className="detail-card__gloss-mark" />
            </button>
          ) : (
            <Position n={numbered ? n : undefined} name={positionName} />
          )}
        </p>
        <h2 id={headingId} className="detail-card__name">
          {name}
          <span className="detail-card__orientation"> · {orientation}</span>
        </h2>
        {explanation ? (
          <p id={glossId} className="detail-card__explanation" hidden={!glossOpen}>
            {explanation}
          </p>
        ) : null}
        {keywords.length ? (
          <ul className="detail-card__keywords">
            {keywords.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {shown ? (
        <div className="detail-card__text reading-prose">
          <InterpretationText text={shown} />
        </div>
      ) : null}
      {info ? (
        <details className="detail-card__more">
          <summary>
            <MoreLabel text={t('more_about', { card: name })} />
          </summary>
          <p className="detail-card__meaning reading-prose">
            {reversed ? info.meaning_reversed : info.meaning_upright}
          </p>
          <CardAbout card={info} reversed={reversed} />
        </details>
      ) : null}
    </section>
  );
}

/** The position's heading: its number (none for a spread of one card) and name. */
function Position({ n, name }: { n?: number; name: string }) {
  return (
    <span className="detail-card__place">
      {n ? (
        <>
          <span className="detail-card__n">{n}</span>{' '}
        </>
      ) : null}
      {name}
    </span>
  );
}

/**
 * "More about …" with its chevron after the last word, never on a line of its own: the last word (the
 * last character where words are not spaced) and the chevron do not part.
 */
function MoreLabel({ text }: { text: string }) {
  const space = text.lastIndexOf(' ');
  const cut = space >= 0 ? space + 1 : text.length - (Array.from(text).at(-1)?.length ?? 0);
  return (
    <>
      {text.slice(0, cut)}
      <span className="detail-card__more-end">
        {text.slice(cut)}
        <span className="detail-card__more-mark" aria-hidden />
      </span>
    </>
  );
}
