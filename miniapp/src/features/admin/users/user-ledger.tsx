/** A person's token ledger, newest first, with "more" for older rows. */
import { useTranslation } from 'react-i18next';
import { LedgerTable } from '../../../shared/ledger/ledger-table.js';
import { useAdminLedger } from '../api/admin-queries.js';
import { formatDateTime, formatNumber } from '../shared/format.js';

const CLASSES = { table: 'admin-table', plus: 'is-plus', minus: 'is-minus' };

export function UserLedger({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const ledger = useAdminLedger(userId);
  const entries = ledger.data?.pages.flatMap((p) => p.entries) ?? [];

  if (!ledger.isFetching && entries.length === 0) return <p className="muted">{t('ledger.empty')}</p>;
  return (
    <LedgerTable
      entries={entries}
      labels={{
        caption: t('ledger.title'),
        when: t('ledger.when'),
        reason: t('ledger.reason'),
        change: t('ledger.change'),
        after: t('ledger.after'),
        more: t('ledger.more'),
      }}
      when={(iso) => formatDateTime(iso, lang)}
      number={(n) => formatNumber(n, lang)}
      reason={(e) => (
        <>
          {t(`ledger.reasons.${e.reason}`, { defaultValue: e.reason })}
          {e.reference && e.reason === 'admin_adjustment' ? (
            <span className="admin-sub">{e.reference}</span>
          ) : null}
        </>
      )}
      classes={CLASSES}
      hasMore={ledger.hasNextPage}
      loadingMore={ledger.isFetchingNextPage}
      onMore={() => void ledger.fetchNextPage()}
    />
  );
}
