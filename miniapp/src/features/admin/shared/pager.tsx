/** Previous and next page with "page X of Y" and the total, for every admin list. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

export function Pager({ page, pageSize, total, onPage }: Props) {
  const { t, i18n } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const status = t('pager.status', {
    page: page.toLocaleString(i18n.language),
    pages: pages.toLocaleString(i18n.language),
    total: total.toLocaleString(i18n.language),
  });
  // One page needs no buttons, only how many rows there are.
  if (pages === 1 && page === 1) return <p className="admin-pager__status admin-pager--single">{status}</p>;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="admin-pager__status" aria-live="polite">
        {status}
      </span>
      <Button variant="secondary" small disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
