/** /admin: the access check of spec §4, then the admin panel. */
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { useAdminAccess } from './admin-access.js';
import { AdminPanel } from './admin-panel.js';
import './admin.css';

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();

  if (access.state === 'loading') {
    return (
      <section className="admin-gate" role="status" aria-live="polite">
        <span className="spinner" aria-hidden />
        <p>{t('verifying')}</p>
      </section>
    );
  }
  if (access.state === 'denied') {
    return (
      <section className="admin-gate" role="alert">
        <Icon icon={ShieldX} size={56} className="admin-gate__icon" />
        <h1>{t('denied.title')}</h1>
        <p className="muted">{t(`denied.${access.reason}`)}</p>
        <p className="muted">{t('denied.fallback')}</p>
        <Link href="/" className={buttonClass('primary')}>
          {t('common:go_home')}
        </Link>
      </section>
    );
  }
  return <AdminPanel dashboard={access.dashboard} />;
}
