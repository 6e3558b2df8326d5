/**
 * "About this card": what the image shows, the card for love, for work and money and for wellbeing, its
 * advice, element and astrology, and how it leans on a yes/no question in the orientation drawn. Folded
 * by default under the card's meaning, so a reading stays short until someone wants to learn more.
 */
import { useTranslation } from 'react-i18next';
import type { Card } from '../spread/deck.js';
import './card-about.css';

/** `open`: unfolded from the start, as the card library shows it. */
export function CardAbout({ card, reversed, open }: { card: Card; reversed: boolean; open?: boolean }) {
  const { t } = useTranslation();
  const leaning = reversed ? card.yes_no.reversed : card.yes_no.upright;
  const rows: [string, string][] = [
    [t('card_about.image'), card.image_description],
    [t('card_about.love'), card.love],
    [t('card_about.work'), card.work],
    [t('card_about.wellbeing'), card.wellbeing],
    [t('card_about.advice'), card.advice],
    [t('card_about.element'), `${t(`card_about.elements.${card.element}`)} · ${card.astrology}`],
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
