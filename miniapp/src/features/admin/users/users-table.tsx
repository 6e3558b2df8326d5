/** The users list: a table on a desktop, stacked cards on a phone (labels come from data-label). */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.js';
import type { AdminUser } from '../shared/admin-types.js';
import { EmailLine } from '../shared/email-text.js';
import { formatDateTime, formatNumber, personName } from '../shared/format.js';
import type { UserFilters } from './user-filters.js';

type Sort = UserFilters['sort'];
type Order = UserFilters['order'];

interface Props {
  users: AdminUser[];
  loading: boolean;
  sort: Sort;
  order: Order;
  onSort(sort: Sort, order: Order): void;
  onOpen(id: number): void;
}

export function methodsOf(u: AdminUser): string[] {
  return [u.telegram_id !== null && 'telegram', u.has_password && 'email', u.google_id && 'google'].filter(
    (m): m is string => typeof m === 'string',
  );
}

export function UsersTable({ users, loading, sort, order, onSort, onOpen }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  /** A column header that sorts by its column; a second click turns the order round. */
  const sortable = (column: Sort, label: string, className?: string) => {
    const active = sort === column;
    return (
      <th
        scope="col"
        className={className}
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          className="admin-sort"
          onClick={() => onSort(column, active && order === 'desc' ? 'asc' : 'desc')}
        >
          {label}
          {active ? <Icon icon={order === 'asc' ? ChevronUp : ChevronDown} /> : null}
        </button>
      </th>
    );
  };
  if (!loading && users.length === 0) return <p className="muted admin-empty">{t('users.empty')}</p>;
  return (
    <table className="admin-table" aria-busy={loading || undefined}>
      <caption className="visually-hidden">{t('tabs.users')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('users.person')}</th>
          <th scope="col">{t('users.method')}</th>
          {sortable('token_balance', t('users.balance'), 'num')}
          {sortable('created_at', t('users.created'))}
          {sortable('last_seen_at', t('users.last_seen'))}
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id} data-testid="user-row">
            <td data-label={t('users.person')}>
              <button type="button" className="admin-link" onClick={() => onOpen(u.id)}>
                {personName(u) ?? (u.email ? <EmailLine email={u.email} /> : `#${u.id}`)}
              </button>
              <span className="admin-sub">#{u.id}</span>
              {u.email && personName(u) ? (
                <span className="admin-sub">
                  <EmailLine email={u.email} />
                </span>
              ) : null}
              <span className="admin-badges">
                {u.is_admin ? <span className="admin-badge">{t('users.admin_badge')}</span> : null}
                {u.email && u.is_email_verified ? (
                  <span className="admin-badge admin-badge--ok">{t('users.verified_badge')}</span>
                ) : null}
                {u.deleted_at ? (
                  <span className="admin-badge admin-badge--danger">{t('users.deleted_badge')}</span>
                ) : null}
              </span>
            </td>
            <td data-label={t('users.method')}>
              {methodsOf(u)
                .map((m) => t(`methods.${m}`))
                .join(', ') || '—'}
            </td>
            <td data-label={t('users.balance')} className="num">
              {formatNumber(u.token_balance, lang)}
            </td>
            <td data-label={t('users.created')}>{formatDateTime(u.created_at, lang)}</td>
            <td data-label={t('users.last_seen')}>{formatDateTime(u.last_seen_at, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
