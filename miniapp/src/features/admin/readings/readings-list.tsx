/** A paged table of readings (all, or one person's), each opening its detail. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Spread, useSpreads } from '../../../shared/spread/deck.js';
import { useAdminReadings } from '../api/admin-queries.js';
import type { AdminReading } from '../shared/admin-types.js';
import { formatDateTime } from '../shared/format.js';
import { ListTable } from '../shared/list-table.js';
import { UserLink } from '../shared/user-link.js';
import { ReadingView } from './reading-view.js';

export interface ReadingFilters {
  status?: 'pending' | 'complete' | 'failed' | 'declined';
  spreadId?: string;
  userId?: string;
  from?: string;
  to?: string;
}

const PAGE_SIZE = 20;

interface Props {
  filters?: ReadingFilters;
  /** One person's readings (the user view); the filters' person otherwise. */
  userId?: number;
  spreads?: Spread[];
  onOpenUser?(id: number): void;
}

export function ReadingsList({ filters = {}, userId, spreads, onOpenUser }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const own = useSpreads(spreads ? '' : lang);
  const names = spreads ?? own ?? [];
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReading | null>(null);
  const query = {
    status: filters.status,
    spread_id: filters.spreadId,
    user_id: userId !== undefined ? String(userId) : filters.userId,
    from: filters.from,
    to: filters.to,
    page: String(page),
    page_size: String(PAGE_SIZE),
  };
  const filterKey = JSON.stringify({ ...query, page: undefined });
  const [seen, setSeen] = useState(filterKey);
  if (filterKey !== seen) {
    // New filters start again from page one.
    setSeen(filterKey);
    setPage(1);
  }
  const list = useAdminReadings(query);
  const items = list.data?.items ?? [];
  const spreadName = (id: string) => names.find((s) => s.id === id)?.name ?? id;

  return (
    <>
      <ListTable
        list={list}
        caption={t('tabs.readings')}
        empty={t('readings.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        head={
          <>
            <th scope="col">{t('readings.when')}</th>
            <th scope="col">{t('readings.spread')}</th>
            <th scope="col">{t('readings.question')}</th>
            <th scope="col">{t('readings.status')}</th>
            {userId === undefined ? <th scope="col">{t('readings.user_id')}</th> : null}
          </>
        }
      >
        {items.map((r) => (
          <tr key={r.id} data-testid="reading-row">
            <td data-label={t('readings.when')}>
              <button type="button" className="admin-link" onClick={() => setOpen(r)}>
                {formatDateTime(r.created_at, lang)}
              </button>
            </td>
            <td data-label={t('readings.spread')}>{spreadName(r.spread_id)}</td>
            <td data-label={t('readings.question')} className="admin-clip">
              {r.question ?? '—'}
            </td>
            <td data-label={t('readings.status')}>
              <span className={`admin-badge admin-badge--${r.status}`}>
                {t(`readings.statuses.${r.status}`)}
              </span>
            </td>
            {userId === undefined ? (
              <td data-label={t('readings.user_id')}>
                <UserLink id={r.user_id} onOpen={onOpenUser} />
              </td>
            ) : null}
          </tr>
        ))}
      </ListTable>
      <ReadingView
        reading={open}
        spread={open ? names.find((s) => s.id === open.spread_id) : undefined}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
