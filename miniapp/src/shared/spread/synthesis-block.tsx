/**
 * The cards together, on the reveal and on the reading's page alike (design review 5, problem 1): what
 * leads to the end, the card's counsel as a pull-quote labelled as the reading's take-away and
 * captioned with its name (one ending for every spread: design review 11), and the reminder as one
 * muted line last. A single card's block is its counsel: after it stands the reminder alone, with no
 * heading; so does a reading whose step closed its last card's block (ADR 0117): no heading stands over
 * nothing. While the words still arrive, the text reads as it comes; it is cut into those parts once it
 * is whole.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeck } from './deck.js';
import { InterpretationText } from './interpretation-text.js';
import { type Counsel, onlyReminder, synthesisParts } from './synthesis-parts.js';
import './reading-text.css';

interface Props {
  /** "The cards together"; none after a single card. */
  heading?: string;
  /** The heading's level where the block stands: 3 in the reveal's article, 2 on the reading's page. */
  level: 2 | 3;
  text: string;
  complete: boolean;
  writing: boolean;
  /** The reading's language, in which its cards' advice is matched and named. */
  locale: string;
  /** The cards drawn, whose advice may close the text. */
  cards: { cardId: string; reversed: boolean }[];
  className?: string;
}

export function SynthesisBlock(props: Props) {
  const { level, text, complete, writing, locale, cards, className } = props;
  const { t } = useTranslation();
  const id = useId();
  const deck = useDeck(locale);
  const counsels: Counsel[] = cards.flatMap(({ cardId, reversed }) => {
    const card = deck.get(cardId);
    return card ? [{ advice: card.advice[reversed ? 'reversed' : 'upright'], card: card.name }] : [];
  });
  const parts = complete ? synthesisParts(text, locale, counsels) : null;
  const bare = parts ? !parts.body && !parts.quote : onlyReminder(text);
  const heading = bare ? undefined : props.heading;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['synthesis', bare ? 'synthesis--bare' : '', className].filter(Boolean).join(' ')}
      data-testid="part-synthesis"
      aria-labelledby={heading ? id : undefined}
    >
      {heading ? (
        <Heading id={id} className="synthesis__heading">
          {heading}
        </Heading>
      ) : null}
      {parts ? (
        <>
          {parts.body ? <InterpretationText text={parts.body} /> : null}
          {parts.quote ? (
            <figure className="synthesis__quote" data-testid="part-advice">
              <p className="synthesis__quote-label">{t('takeaway')}</p>
              <blockquote>
                <p>{parts.quote.advice}</p>
              </blockquote>
              <figcaption>{t('quote_by', { card: parts.quote.card })}</figcaption>
            </figure>
          ) : null}
          {parts.reminder ? (
            <p className="synthesis__reminder" data-testid="part-reminder">
              {parts.reminder}
            </p>
          ) : null}
        </>
      ) : (
        <InterpretationText text={text} writing={writing} />
      )}
    </section>
  );
}
