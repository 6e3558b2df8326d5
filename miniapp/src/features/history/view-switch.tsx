/** History's two views: the list of readings and the Journal of what they held. */
import { useTranslation } from 'react-i18next';
import '../../ui/segmented.css';

export type View = 'readings' | 'journal';

export function ViewSwitch({ view, onChange }: { view: View; onChange(view: View): void }) {
  const { t } = useTranslation('history');
  return (
    <fieldset className="history__segmented history__views tg-segmented">
      <legend className="visually-hidden">{t('views.label')}</legend>
      {(['readings', 'journal'] as const).map((v) => (
        <label key={v} className={v === view ? 'is-active' : ''}>
          <input type="radio" name="history-view" checked={v === view} onChange={() => onChange(v)} />
          {t(`views.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}
