/**
 * The admin panel: a segmented control over the sections, kept in the address (?tab=, ?user=) so a
 * reload, the back button and a shared link land on the same screen. The header leads back to the app,
 * since /admin has no navigation of its own.
 */
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClass } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { scrollFadeClass, useScrollEdges } from '../../ui/use-scroll-edges.js';
import { AuditLog } from './audit/audit-log.js';
import { DashboardTab } from './dashboard/dashboard-tab.js';
import { PaymentsTab } from './payments/payments-tab.js';
import { ReadingsTab } from './readings/readings-tab.js';
import type { Dashboard } from './shared/admin-types.js';
import { UsersTab } from './users/users-tab.js';

export const TABS = ['dashboard', 'users', 'readings', 'payments', 'audit'] as const;
export type Tab = (typeof TABS)[number];

export function AdminPanel({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'dashboard';
  const userId = Number(params.get('user')) || null;
  const go = (next: Tab, extra = '') => navigate(`/admin?tab=${next}${extra}`);
  const openUser = (id: number) => go('users', `&user=${id}`);
  const tabs = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(tabs);

  // On a phone the tabs are one row that scrolls sideways: the current one is always in view, and the
  // edge with more tabs beyond it fades out (only while there are more).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab is the trigger, read from the DOM
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <section className="admin" aria-labelledby="admin-title">
      <header className="admin__header">
        <h1 id="admin-title">{t('title')}</h1>
        <Link href="/reading" className={`${buttonClass('ghost')} admin__back`}>
          <Icon icon={ArrowLeft} /> {t('back_to_app')}
        </Link>
      </header>
      <nav className="admin__tabs" aria-label={t('sections')}>
        <div ref={tabs} className={`admin__tabs-row ${scrollFadeClass(more)}`}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              className={`admin__tab${name === tab ? ' is-active' : ''}`}
              aria-current={name === tab ? 'page' : undefined}
              onClick={() => go(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      </nav>
      <div className="admin__body">
        {tab === 'dashboard' ? <DashboardTab initial={dashboard} /> : null}
        {tab === 'users' ? <UsersTab userId={userId} onOpen={openUser} onClose={() => go('users')} /> : null}
        {tab === 'readings' ? <ReadingsTab onOpenUser={openUser} /> : null}
        {tab === 'payments' ? <PaymentsTab onOpenUser={openUser} /> : null}
        {tab === 'audit' ? <AuditLog onOpenUser={openUser} /> : null}
      </div>
    </section>
  );
}
