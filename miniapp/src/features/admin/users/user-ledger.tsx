/** A person's token ledger, newest first, with "more" for older rows. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../../lib/api.js';
import { Button } from '../../../ui/button.js';
import type { LedgerPage } from '../shared/admin-types.js';
import { formatDateTime, formatNumber } from '../shared/format.js';
import { showApiError } from '../shared/show-error.js';

type Entry = LedgerPage['entries'][number];

export function UserLedger({ userId, version }: { userId: number; version: number }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [entries, setEntries] = useState<Entry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = async (from: string | null) => {
    setLoading(true);
    try {
      const page = await call(
        rpc.admin.users[':id'].ledger.$get({
          param: { id: String(userId) },
          query: from ? { cursor: from } : {},
        }),
      );
      setEntries((prev) => (from ? [...prev, ...page.entries] : page.entries));
      setCursor(page.next_cursor);
    } catch (e) {
      showApiError(e);
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (an adjustment) reloads page one
  useEffect(() => {
    void load(null);
  }, [userId, version]);

  if (!loading && entries.length === 0) return <p className="muted">{t('ledger.empty')}</p>;
  return (
    <>
      <table className="admin-table">
        <caption className="visually-hidden">{t('ledger.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger.when')}</th>
            <th scope="col">{t('ledger.reason')}</th>
            <th scope="col" className="num">
              {t('ledger.change')}
            </th>
            <th scope="col" className="num">
              {t('ledger.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} data-testid="ledger-row">
              <td data-label={t('ledger.when')}>{formatDateTime(e.created_at, lang)}</td>
              <td data-label={t('ledger.reason')}>
                {t(`ledger.reasons.${e.reason}`, { defaultValue: e.reason })}
                {e.reference && e.reason === 'admin_adjustment' ? (
                  <span className="admin-sub">{e.reference}</span>
                ) : null}
              </td>
              <td data-label={t('ledger.change')} className={`num ${e.delta > 0 ? 'is-plus' : 'is-minus'}`}>
                {e.delta > 0 ? `+${formatNumber(e.delta, lang)}` : formatNumber(e.delta, lang)}
              </td>
              <td data-label={t('ledger.after')} className="num">
                {formatNumber(e.balance_after, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cursor ? (
        <Button variant="ghost" small busy={loading} onClick={() => void load(cursor)}>
          {t('ledger.more')}
        </Button>
      ) : null}
    </>
  );
}
