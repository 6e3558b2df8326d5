/** The question, optional, with a few to start from. */
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH } from '../../../../core/inputs/question.js';

export function QuestionField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('reading');
  const examples = t('examples', { returnObjects: true }) as string[];
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
      <fieldset className="reading-question__examples">
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
