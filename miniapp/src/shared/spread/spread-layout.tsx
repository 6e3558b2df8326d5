/**
 * A spread laid out in its shape, each card face down until revealed and its position's name under it;
 * revealed cards turn over (a 3D flip, none under reduced motion) and reversed ones lie upside down. A
 * card lying across another (the Celtic Cross's challenge) has its label under the other's. Under a
 * card the position goes by its short name where the spread has one (the full one is in the text). A
 * shape with heads over its columns (Two Paths) names each column as its top card is named, in a row of
 * their own right over that card. A reversed card's label carries a small "↻" after its number (ADR 0084).
 */
import { RotateCw } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../lib/locales.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { cardImageUrl } from '../../ui/card-image.js';
import { Icon } from '../../ui/icon.js';
import { useSpreads } from './deck.js';
import { type Layout, layoutFor } from './layouts.js';
import '../../ui/flip-card.css';
import './spread-layout.css';

export interface LaidCard {
  position: string;
  positionName: string;
  /** The reading's own short name under the card (a named path, a month); else the spread's. */
  positionLabel?: string;
  /** Shorter still, under a card in a row of six (a month's three letters). */
  positionShort?: string;
  cardId: string;
  cardName?: string;
  reversed: boolean;
}

/** Where a spread takes its wide screen's own shape (spread-layout.css). */
const DESK = '(min-width: 1024px)';

interface Props {
  spreadId: string;
  cards: LaidCard[];
  /** How many cards (in order) are face up. */
  revealed: number;
  /** Largest card width in px; the spread shrinks to fit narrower screens. */
  maxCardWidth?: number;
  label: string;
  /** "Reversed" in the card's accessible name, and the name and title of the mark under it. */
  reversedLabel: string;
  /** A face-up card was chosen. */
  onSelect?(index: number): void;
  /** A face-down card was tapped: the next one turns (cards are read in order). */
  onTurn?(): void;
  /** The accessible name of a face-down card that turns on a tap, given the position's name. */
  turnLabel?(positionName: string): string;
}

export function SpreadLayout({
  spreadId,
  cards,
  revealed,
  maxCardWidth = 150,
  label: listName,
  reversedLabel,
  onSelect,
  onTurn,
  turnLabel,
}: Props) {
  const { i18n } = useTranslation();
  // The spreads are in the cache wherever a spread is shown; until they are, the full names.
  const spread = useSpreads(toLocale(i18n.language))?.find((s) => s.id === spreadId);
  const shortName = new Map(spread?.positions.map((p) => [p.key, p.label]));
  const layout = layoutFor(
    spreadId,
    cards.map((c) => c.position),
  );
  // A shape's widest card: the layout is as wide as its cards across, with room for a card lying across;
  // and its width for its height, cards and labels (so a column of fixed height can fit it, ADR 0076).
  // A gutter column holds no card; a row of heads is a line of text, a sixth of a row of cards.
  const factor = (shape: Layout) => (shape.wide ? 1.45 : 1.12);
  const across = (shape: Layout) => (shape.columns - (shape.gutter ? 1 : 0)) / 2;
  const down = (shape: Layout) => shape.rows + (shape.heads ? 1 / 6 : 0);
  const maxWidth = (shape: Layout) => `${Math.round(across(shape) * maxCardWidth * factor(shape))}px`;
  const aspect = (shape: Layout) => (across(shape) * factor(shape)) / (down(shape) * 3);
  // A gutter column is as wide as keeps about 40 px between the cards either side of it, gaps included.
  const tracks = (shape: Layout) =>
    Array.from({ length: shape.columns }, (_, i) =>
      i + 1 === shape.gutter ? 'max(var(--space-3), calc(40px - 2 * var(--gap)))' : 'minmax(0, 1fr)',
    ).join(' ');
  // The heads' row goes in over the row of cards they head, pushing it and those under it down one.
  const headRow = layout.heads?.[0]?.above;
  const gridRow = (row: number) => (headRow !== undefined && row >= headRow ? row + 1 : row);
  const style = {
    '--columns': layout.columns,
    ...(layout.gutter ? { '--tracks': tracks(layout) } : {}),
    '--max-width': maxWidth(layout),
    '--aspect': aspect(layout),
    ...(layout.phone ? { '--phone-columns': layout.phone.columns } : {}),
    ...(layout.desk
      ? {
          '--desk-columns': layout.desk.columns,
          '--desk-max-width': maxWidth(layout.desk),
          '--desk-aspect': aspect(layout.desk),
        }
      : {}),
  } as CSSProperties;
  const sixAcross = useMediaQuery(DESK) && Boolean(layout.desk);
  const crossing = new Map<string, number[]>();
  cards.forEach((c, i) => {
    const under = layout.slots[c.position]?.crosses;
    if (under) crossing.set(under, [...(crossing.get(under) ?? []), i]);
  });
  const underName = (card: LaidCard) =>
    card.positionLabel ?? shortName.get(card.position) ?? card.positionName;
  const caption = (i: number) => {
    const card = cards[i];
    if (!card) return null;
    // A reversed card lies upside down already: the label only marks it, "4↻", the word in its title
    // (ADR 0084). The mark keeps to its number, never a line of its own.
    const mark =
      i < revealed && card.reversed ? (
        <span className="spread-layout__reversed" role="img" aria-label={reversedLabel} title={reversedLabel}>
          <Icon icon={RotateCw} size="0.85em" />
        </span>
      ) : null;
    // A month in a row of six (a wide screen's own shape) goes by its three letters, "Jan".
    const name = sixAcross && card.positionShort ? card.positionShort : underName(card);
    return (
      <span key={card.position} className="spread-layout__label" data-position={card.position}>
        <span className="spread-layout__n">
          {i + 1}
          {mark}
        </span>{' '}
        {name}
      </span>
    );
  };
  return (
    <ol
      className={`spread-layout${layout.wide ? ' is-wide' : ''}${layout.phone ? ' has-phone' : ''}${layout.desk ? ' has-desk' : ''}`}
      style={style}
      aria-label={listName}
    >
      {layout.heads?.map((head) => {
        const named = cards.find((c) => c.position === head.of);
        return named ? (
          <li
            key={`head-${head.of}`}
            className="spread-layout__head"
            style={{ '--col': head.col, '--row': head.above } as CSSProperties}
            data-testid="spread-head"
            data-of={head.of}
            aria-hidden
          >
            {underName(named)}
          </li>
        ) : null;
      })}
      {cards.map((card, i) => {
        const slot = layout.slots[card.position] ?? { col: i * 2 + 1, row: 1 };
        const faceUp = i < revealed;
        const crosses = Boolean(slot.crosses);
        const phone = layout.phone?.slots[card.position];
        const desk = layout.desk?.slots[card.position];
        const slotStyle = {
          '--col': slot.col,
          '--row': gridRow(slot.row),
          ...(phone ? { '--phone-col': phone.col, '--phone-row': gridRow(phone.row) } : {}),
          ...(desk ? { '--desk-col': desk.col, '--desk-row': gridRow(desk.row) } : {}),
          '--rotate': crosses ? '90deg' : '0deg',
          '--deal-delay': `${i * 70}ms`,
        } as CSSProperties;
        const turnable = !faceUp && Boolean(onTurn);
        const name = faceUp
          ? `${card.positionName}: ${card.cardName ?? card.cardId}${card.reversed ? ` (${reversedLabel})` : ''}`
          : turnable && turnLabel
            ? turnLabel(card.positionName)
            : card.positionName;
        return (
          <li
            key={card.position}
            className={`spread-layout__slot${crosses ? ' is-crossing' : ''}${crossing.has(card.position) ? ' is-crossed' : ''}`}
            style={slotStyle}
            data-testid="spread-card"
            data-position={card.position}
            data-crosses={slot.crosses}
          >
            <span className="spread-layout__card">
              <button
                type="button"
                className={`spread-card flip-card${faceUp ? ' is-up' : ''}${card.reversed ? ' is-reversed' : ''}`}
                aria-label={name}
                data-face={faceUp ? 'up' : 'down'}
                onClick={() => (faceUp ? onSelect?.(i) : onTurn?.())}
                disabled={faceUp ? !onSelect : !onTurn}
              >
                <span className="spread-card__inner flip-card__inner">
                  <img
                    className="spread-card__back flip-card__back"
                    src="/api/tarot/card-back.svg"
                    alt=""
                    draggable={false}
                  />
                  <img
                    className="spread-card__face flip-card__face"
                    src={cardImageUrl(card.cardId, i18n.language)}
                    alt=""
                    draggable={false}
                  />
                </span>
              </button>
            </span>
            {/* A lone card needs no caption: the page's title names it (design review 11, problem 3). */}
            {crosses || cards.length === 1 ? null : (
              <span className="spread-layout__labels" aria-hidden>
                {caption(i)}
                {(crossing.get(card.position) ?? []).map(caption)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
