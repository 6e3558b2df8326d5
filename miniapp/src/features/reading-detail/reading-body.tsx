/**
 * The reading told once (design review 2026-11-27, UX #1): the opening, one section per card with the
 * reading's own words for it, then the cards together as the reveal sets them (design review 5). A text the server has not placed by card (one
 * still being written, or one it could not place) reads whole first, then the cards follow.
 */
import { useTranslation } from 'react-i18next';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { SynthesisBlock } from '../../shared/spread/synthesis-block.js';
import { DetailCard, type DetailCardProps } from './detail-card.js';
import { readingSections } from './reading-sections.js';
import type { Reading } from './use-reading-detail.js';

export type BodyCard = Omit<DetailCardProps, 'text' | 'numbered'> & { position: string };

interface Props {
  reading: Reading;
  text: string;
  writing: boolean;
  cards: BodyCard[];
}

export function ReadingBody({ reading, text, writing, cards }: Props) {
  const { t } = useTranslation('detail');
  const sections = writing ? null : readingSections(reading.sections);
  const failed =
    reading.status === 'failed' ? (
      <div className="alert" role="alert">
        {t('failed', { count: reading.cost })}
      </div>
    ) : null;
  const cardSections = cards.map(({ position, ...card }) => (
    <DetailCard
      key={position}
      {...card}
      numbered={cards.length > 1}
      text={sections?.byPosition.get(position)}
    />
  ));

  if (!sections) {
    return (
      <div className="detail__reading" data-testid="interpretation">
        <section className="detail__whole" aria-labelledby="detail-reading">
          <h2 id="detail-reading">{t('interpretation')}</h2>
          {failed}
          <div className="reading-prose">
            <InterpretationText text={text} writing={writing} />
          </div>
        </section>
        {cardSections}
      </div>
    );
  }
  return (
    <div className="detail__reading" data-testid="interpretation">
      {failed}
      {sections.opening ? (
        <div className="reading-prose reading-opening">
          <InterpretationText text={sections.opening} />
        </div>
      ) : null}
      {cardSections}
      {sections.synthesis ? (
        // The reveal's own block: the counsel as a pull-quote, the reminder one muted line (design review 5).
        // After one card there are no "cards together" (design review 2, problem 4): the reminder alone.
        <SynthesisBlock
          className="detail__synthesis"
          heading={cards.length === 1 ? undefined : t('synthesis')}
          level={2}
          text={sections.synthesis}
          complete
          writing={false}
          locale={reading.locale}
          cards={cards}
        />
      ) : null}
    </div>
  );
}
