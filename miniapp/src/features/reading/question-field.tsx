/**
 * The question, optional, with a few to start from. On a phone the suggestions are one row that scrolls
 * sideways, faded at an edge only while more lies past it (ui/use-scroll-edges.ts).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH } from '../../../../core/inputs/question.js';
import { scrollFadeClass, useScrollEdges } from '../../ui/use-scroll-edges.js';

export function QuestionField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('reading');
  const examples = t('examples', { returnObjects: true }) as string[];
  const row = useRef<HTMLFieldSetElement>(null);
  const edges = useScrollEdges(row);
  return (
    <div className="reading-question">
      <label className="reading-step" htmlFor="reading-question">
        {t('ask')}
      </label>
      <textarea
        id="reading-question"
        className="field__input reading-question__input"
        maxLength={QUESTION_MAX_LENGTH}
        rows={2}
        placeholder={t('question_placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="reading-question-hint"
      />
      <div id="reading-question-hint" className="reading-question__hint">
        {t('question_hint')}
      </div>
      <fieldset ref={row} className={`reading-question__examples ${scrollFadeClass(edges)}`}>
        <legend className="visually-hidden">{t('examples_label')}</legend>
        {Array.isArray(examples)
          ? examples.map((q) => (
              <button key={q} type="button" className="reading-chip" onClick={() => onChange(q)}>
                {q}
              </button>
            ))
          : null}
      </fieldset>
    </div>
  );
}
