/**
 * A paged table of Stars payments (all, or one person's), with Refund behind a confirmation; a monthly
 * subscription's charge wears a badge with the end of the month it paid for.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { useAdminPayments } from '../api/admin-queries.js';
import type { AdminPayment } from '../shared/admin-types.js';
import { formatDateTime, formatNumber } from '../shared/format.js';
import { ListTable } from '../shared/list-table.js';
import { UserLink } from '../shared/user-link.js';
import { refundPayment } from './refund-payment.js';

export type PaymentStatus = 'paid' | 'review' | 'refunded';
const PAGE_SIZE = 20;

interface Props {
  status?: PaymentStatus;
  userId?: number;
  onRefunded?(): void;
  onOpenUser?(id: number): void;
}

export function PaymentsList({ status, userId, onRefunded, onOpenUser }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(status);
  if (seen !== status) {
    setSeen(status);
    setPage(1);
  }
  const [refunding, setRefunding] = useState<number | null>(null);
  const query = {
    status,
    user_id: userId === undefined ? undefined : String(userId),
    page: String(page),
    page_size: String(PAGE_SIZE),
  };
  const list = useAdminPayments(query);
  const items = list.data?.items ?? [];
  const refund = async (p: AdminPayment) => {
    const done = await refundPayment(p, t, () => setRefunding(p.id));
    setRefunding(null);
    if (!done) return;
    list.reload();
    onRefunded?.();
  };

  return (
    <ListTable
      list={list}
      caption={t('tabs.payments')}
      empty={t('payments.empty')}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      head={
        <>
          <th scope="col">{t('payments.when')}</th>
          {userId === undefined ? <th scope="col">{t('readings.user_id')}</th> : null}
          <th scope="col" className="num">
            {t('payments.stars')}
          </th>
          <th scope="col" className="num">
            {t('payments.tokens')}
          </th>
          <th scope="col">{t('payments.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('payments.actions')}</span>
          </th>
        </>
      }
    >
      {items.map((p) => (
        <tr key={p.id} data-testid="payment-row">
          <td data-label={t('payments.when')}>{formatDateTime(p.created_at, lang)}</td>
          {userId === undefined ? (
            <td data-label={t('readings.user_id')}>
              <UserLink id={p.user_id} onOpen={onOpenUser} />
            </td>
          ) : null}
          <td data-label={t('payments.stars')} className="num">
            {formatNumber(p.stars, lang)}
          </td>
          <td data-label={t('payments.tokens')} className="num">
            {formatNumber(p.tokens, lang)}
          </td>
          <td data-label={t('payments.status')}>
            <span className={`admin-badge admin-badge--${p.status}`}>
              {t(`payments.statuses.${p.status}`)}
            </span>
            {p.subscription_expires_at ? (
              <span className="admin-badge admin-badge--subscription" data-testid="subscription-badge">
                {t('payments.subscription', { date: formatDateTime(p.subscription_expires_at, lang) })}
              </span>
            ) : null}
            {p.refunded_at ? <span className="admin-sub">{formatDateTime(p.refunded_at, lang)}</span> : null}
          </td>
          <td className="admin-table__actions">
            {p.status === 'refunded' ? null : (
              <Button variant="danger" small busy={refunding === p.id} onClick={() => void refund(p)}>
                {t('payments.refund')}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
