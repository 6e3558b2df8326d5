/** Signed-in people on an unknown path (spec §2). */
import { Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../ui/button.js';
import { Icon } from '../ui/icon.js';
import './not-found-page.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <Icon icon={Moon} size={64} className="not-found__icon" />
      <h1>{t('not_found.title')}</h1>
      <p className="muted">{t('not_found.body')}</p>
      <Link href="/reading" className={buttonClass('primary')}>
        {t('not_found.action')}
      </Link>
    </section>
  );
}
