/**
 * "About this card": what the image shows, the card for love, for work and money and for wellbeing and
 * its advice, element and astrology, the Sun's dates, Hebrew letter and number (ADR 0058), and how it
 * leans on a yes/no question, all in the orientation drawn.
 * Folded by default under the card's meaning, so a reading stays short until someone wants to learn more.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Card } from '../spread/deck.js';
import './card-about.css';

/** The Sun's dates, the Hebrew letter and path, the pip's number: only the ones this card has. */
function correspondenceRows(card: Card, t: TFunction): [string, string][] {
  const { dates, signs, hebrew, numerology } = card.correspondences;
  const rows: [string, string][] = [];
  if (dates) rows.push([t('card_about.sun'), t('card_about.sun_value', { signs: signs.join('–'), dates })]);
  if (hebrew) rows.push([t('card_about.hebrew'), t('card_about.hebrew_value', { ...hebrew })]);
  if (numerology) rows.push([t('card_about.number'), numerology]);
  return rows;
}

/** `open`: unfolded from the start, as the card library shows it. */
export function CardAbout({ card, reversed, open }: { card: Card; reversed: boolean; open?: boolean }) {
  const { t } = useTranslation();
  const side = reversed ? 'reversed' : 'upright';
  const leaning = card.yes_no[side];
  const rows: [string, string][] = [
    [t('card_about.image'), card.image_description],
    [t('card_about.love'), card.love[side]],
    [t('card_about.work'), card.work[side]],
    [t('card_about.wellbeing'), card.wellbeing[side]],
    [t('card_about.advice'), card.advice[side]],
    [t('card_about.element'), `${t(`card_about.elements.${card.element}`)} · ${card.astrology}`],
    ...correspondenceRows(card, t),
    [t('card_about.yes_no'), t(`card_about.leaning.${leaning}`)],
    ...(card.numbering_note ? [[t('card_about.numbering'), card.numbering_note] as [string, string]] : []),
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
