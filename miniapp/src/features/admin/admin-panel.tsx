/** The admin panel: the dashboard's figures as cards. */
import { useTranslation } from 'react-i18next';

export function AdminPanel({ dashboard }: { dashboard: Record<string, unknown> }) {
  const { t } = useTranslation('admin');
  const figures = Object.entries(dashboard).filter(([, v]) => typeof v === 'number') as [string, number][];
  return (
    <section className="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">{t('title')}</h1>
      <div className="admin__figures">
        {figures.map(([key, value]) => (
          <div key={key} className="admin__figure panel">
            <span className="admin__figure-value">{value.toLocaleString()}</span>
            <span className="admin__figure-label">
              {t(`figures.${key}`, { defaultValue: key.replaceAll('_', ' ') })}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
