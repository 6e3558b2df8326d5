/** Every dashboard figure as a labelled card, grouped as people, readings, tokens and revenue. */
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../shared/admin-types.js';
import { formatNumber } from '../shared/format.js';

const FIGURES: (keyof Dashboard)[] = [
  'users_total',
  'users_new_today',
  'users_new_7d',
  'users_active_today',
  'readings_today',
  'readings_total',
  'readings_failed_today',
  'support_answers_today',
  'tokens_spent_today',
  'tokens_spent_total',
  'tokens_bought_today',
  'tokens_bought_total',
  'stars_revenue_total',
];

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <dl className="admin__figures">
      {FIGURES.map((key) => (
        <div key={key} className="admin__figure panel" data-testid={`figure-${key}`}>
          <dt className="admin__figure-label">{t(`figures.${key}`)}</dt>
          <dd className="admin__figure-value">{formatNumber(dashboard[key], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
