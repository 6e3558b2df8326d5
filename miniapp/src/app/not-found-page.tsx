/** Signed-in people on an unknown path (spec §2). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../ui/button.js';
import './not-found-page.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <div className="not-found__glyph" aria-hidden>
        ☾
      </div>
      <h1>{t('not_found.title')}</h1>
      <p className="muted">{t('not_found.body')}</p>
      <Link href="/reading" className={buttonClass('primary')}>
        {t('not_found.action')}
      </Link>
    </section>
  );
}
