/** Dashboard: the figures as cards, then the last 30 days as a chart (uPlot ships in the admin chunk only). */
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../shared/admin-types.js';
import { DailyChart } from './daily-chart.js';
import { DashboardCards } from './dashboard-cards.js';

export function DashboardTab({ initial }: { initial: Dashboard }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-stack">
      <DashboardCards dashboard={initial} />
      <section className="panel admin-section" aria-labelledby="admin-daily">
        <h2 id="admin-daily">{t('chart.title')}</h2>
        <DailyChart />
      </section>
    </div>
  );
}
