/**
 * Two Paths: the two options named before the draw (ADR 0072), both optional, so each card is labelled
 * with the person's own words ("What staying brings") in the layout, the reading and history. A step of
 * the setup under its numbered heading ("3. Name the two paths"; ADR 0077), set inside the chosen row
 * at the row's title size, not above it (ADR 0081).
 */
import { useTranslation } from 'react-i18next';
import { PATH_NAME_MAX } from '../../../../core/inputs/path-names.js';
import { Field } from '../../ui/field.js';
import './path-names-fields.css';

export interface PathNames {
  a: string;
  b: string;
}

export function PathNamesFields({ value, onChange }: { value: PathNames; onChange(value: PathNames): void }) {
  const { t } = useTranslation('reading');
  return (
    <fieldset className="reading-paths" aria-describedby="reading-paths-hint">
      <legend className="reading-step">{t('paths.legend')}</legend>
      <p id="reading-paths-hint" className="reading-paths__hint">
        {t('paths.hint')}
      </p>
      <div className="reading-paths__fields">
        <Field
          label={t('paths.a')}
          name="path_a"
          maxLength={PATH_NAME_MAX}
          autoComplete="off"
          enterKeyHint="next"
          placeholder={t('paths.a_placeholder')}
          value={value.a}
          onChange={(e) => onChange({ ...value, a: e.target.value })}
        />
        <Field
          label={t('paths.b')}
          name="path_b"
          maxLength={PATH_NAME_MAX}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('paths.b_placeholder')}
          value={value.b}
          onChange={(e) => onChange({ ...value, b: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
