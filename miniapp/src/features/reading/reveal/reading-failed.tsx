/**
 * A reading that could not be written: the alert is the page with the actions under it. The face-down
 * cards and their positions' glosses are gone, since no reading will come to them (design review 11).
 */
import { useTranslation } from 'react-i18next';
import './reading-failed.css';

export function ReadingFailed({ cost, error }: { cost: number; error: string | null }) {
  const { t } = useTranslation('reading');
  return (
    <div className="alert" role="alert" data-testid="reading-failed">
      <strong>{t('failed.title')}</strong> {t('failed.body', { count: cost })}
      {error ? <div className="reading-view__error">{error}</div> : null}
    </div>
  );
}
