/**
 * "About this card": the classic image and what its symbols mean, the card for love, for work and money
 * and for wellbeing and its advice, element and astrology, the Sun's dates, Hebrew letter and number
 * (ADR 0058), and how it leans on a yes/no question.
 * In a reading it speaks for the orientation drawn, folded under the card's meaning so a reading stays
 * short; the card library (no `reversed`) teaches both orientations side by side, unfolded.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../spread/deck.js';
import './card-about.css';

type Side = 'upright' | 'reversed';
type Row = [label: string, text: ReactNode];

/** The Sun's dates, the Hebrew letter and path, the pip's number: only the ones this card has. */
function correspondenceRows(card: Card, t: TFunction): Row[] {
  const { dates, signs, hebrew, numerology } = card.correspondences;
  const rows: Row[] = [];
  if (dates) rows.push([t('card_about.sun'), t('card_about.sun_value', { signs: signs.join('–'), dates })]);
  if (hebrew) rows.push([t('card_about.hebrew'), t('card_about.hebrew_value', { ...hebrew })]);
  if (numerology) rows.push([t('card_about.number'), numerology]);
  return rows;
}

/** One line per orientation, each under its small label. */
function BothSides({ lines, t }: { lines: Record<Side, string>; t: TFunction }) {
  return (
    <>
      {(['upright', 'reversed'] as const).map((side) => (
        <p key={side} className="card-about__side">
          <span className="card-about__side-label">{t(`card_about.${side}`)}</span> {lines[side]}
        </p>
      ))}
    </>
  );
}

const isCourt = (card: Card) => card.arcana === 'minor' && card.number > 10;

export function CardAbout({ card, reversed, open }: { card: Card; reversed?: boolean; open?: boolean }) {
  const { t } = useTranslation();
  const line = (lines: Record<Side, string>): ReactNode =>
    reversed === undefined ? <BothSides lines={lines} t={t} /> : lines[reversed ? 'reversed' : 'upright'];
  const leaning = {
    upright: t(`card_about.leaning.${card.yes_no.upright}`),
    reversed: t(`card_about.leaning.${card.yes_no.reversed}`),
  };
  const rows: Row[] = [
    [t('card_about.image'), card.image_description],
    [t('card_about.symbols'), card.symbols],
    [t('card_about.love'), line(card.love)],
    [t('card_about.work'), line(card.work)],
    [t('card_about.wellbeing'), line(card.wellbeing)],
    [t('card_about.advice'), line(card.advice)],
    [t('card_about.element'), `${t(`card_about.elements.${card.element}`)} · ${card.astrology}`],
    ...(isCourt(card) ? [[t('card_about.court'), t('card_about.court_note')] as Row] : []),
    ...correspondenceRows(card, t),
    [t('card_about.yes_no'), line(leaning)],
    ...(card.numbering_note ? [[t('card_about.numbering'), card.numbering_note] as Row] : []),
  ];
  return (
    <details className="card-about" open={open}>
      <summary>{t('card_about.title')}</summary>
      <dl>
        {rows.map(([label, text]) => (
          <div key={label} className="card-about__row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
