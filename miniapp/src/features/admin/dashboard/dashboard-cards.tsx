/**
 * The dashboard's figures: four headline tiles (people, today's activity, money), then every other
 * figure as a row of one compact table, so the eye lands on what matters first (design review).
 */
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../shared/admin-types.js';
import { formatNumber } from '../shared/format.js';

type Figure = keyof Dashboard;

const HEADLINE: Figure[] = ['users_total', 'users_active_today', 'readings_today', 'stars_revenue_total'];

const MORE: Figure[] = [
  'users_new_today',
  'users_new_7d',
  'readings_total',
  'readings_failed_today',
  'support_answers_today',
  'tokens_spent_today',
  'tokens_spent_total',
  'tokens_bought_today',
  'tokens_bought_total',
];

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin');
  const value = (key: Figure) => formatNumber(dashboard[key], i18n.language);
  return (
    <>
      <dl className="admin__figures">
        {HEADLINE.map((key) => (
          <div key={key} className="admin__figure panel" data-testid={`figure-${key}`}>
            <dt className="admin__figure-label">{t(`figures.${key}`)}</dt>
            <dd className="admin__figure-value">{value(key)}</dd>
          </div>
        ))}
      </dl>
      <section className="panel admin-section" aria-labelledby="admin-more-figures">
        <h2 id="admin-more-figures" className="admin__more-title">
          {t('figures.more')}
        </h2>
        <table className="admin-table admin-table--plain admin__more">
          <tbody>
            {MORE.map((key) => (
              <tr key={key} data-testid={`figure-${key}`}>
                <th scope="row">{t(`figures.${key}`)}</th>
                <td className="num">{value(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
