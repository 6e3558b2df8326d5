/** Dashboard: the figures as cards, then the last 30 days as a chart (uPlot loads with the chart only). */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../shared/admin-types.js';
import { DashboardCards } from './dashboard-cards.js';

const DailyChart = lazy(() => import('./daily-chart.js'));

export function DashboardTab({ initial }: { initial: Dashboard }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-stack">
      <DashboardCards dashboard={initial} />
      <section className="panel admin-section" aria-labelledby="admin-daily">
        <h2 id="admin-daily">{t('chart.title')}</h2>
        <Suspense fallback={<div className="admin-chart admin-chart--loading" aria-busy />}>
          <DailyChart />
        </Suspense>
      </section>
    </div>
  );
}
