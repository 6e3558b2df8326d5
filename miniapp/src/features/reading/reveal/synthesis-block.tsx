/**
 * The cards together (for one card, the take-away): what leads to the end, the closing line as a
 * pull-quote, the reminder as one muted line last (design review 2, problem 4). While the words still
 * arrive, the text reads as it comes; it is cut into those parts once it is whole.
 */
import { InterpretationText } from '../../../shared/spread/interpretation-text.js';
import { synthesisParts } from './synthesis-parts.js';

interface Props {
  heading: string;
  text: string;
  complete: boolean;
  writing: boolean;
  locale: string;
}

export function SynthesisBlock({ heading, text, complete, writing, locale }: Props) {
  const parts = complete ? synthesisParts(text, locale) : null;
  return (
    <section className="parts__synthesis" data-testid="part-synthesis" aria-labelledby="reveal-synthesis">
      <h3 id="reveal-synthesis">{heading}</h3>
      {parts ? (
        <>
          {parts.body ? <InterpretationText text={parts.body} /> : null}
          {parts.advice ? (
            <blockquote className="parts__advice" data-testid="part-advice">
              <InterpretationText text={parts.advice} />
            </blockquote>
          ) : null}
          {parts.reminder ? (
            <p className="parts__reminder" data-testid="part-reminder">
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
