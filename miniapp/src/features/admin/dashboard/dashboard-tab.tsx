/** Dashboard: four headline tiles and the other figures as a table, then the last 30 days as a chart (uPlot ships in the admin chunk only). */
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/admin-queries.js';
import type { Dashboard } from '../shared/admin-types.js';
import { DailyChart } from './daily-chart.js';
import { DashboardCards } from './dashboard-cards.js';

export function DashboardTab({ initial }: { initial: Dashboard }) {
  const { t } = useTranslation('admin');
  // The access check's answer shows at once; coming back to this section fetches fresh figures.
  const fresh = useDashboard();
  return (
    <div className="admin-stack admin-dashboard">
      <DashboardCards dashboard={fresh.data ?? initial} />
      <section className="panel admin-section" aria-labelledby="admin-daily">
        <h2 id="admin-daily">{t('chart.title')}</h2>
        <DailyChart />
      </section>
    </div>
  );
}
