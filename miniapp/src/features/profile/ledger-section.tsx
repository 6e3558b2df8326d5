/** The token ledger: every change to the balance with its reason, newest first, a page at a time. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { formatDate, toLocale } from '../../lib/locales.js';
import { Button } from '../../ui/button.js';

interface Entry {
  delta: number;
  reason: string;
  created_at: string;
  balance_after: number;
}

interface LedgerPage {
  token_balance: number;
  entries: Entry[];
  next_cursor?: string | null;
}

const KNOWN_REASONS = [
  'welcome_bonus',
  'reading',
  'reading_refund',
  'purchase',
  'purchase_refund',
  'admin_adjustment',
  'subscription',
  'subscription_refund',
];

export function LedgerSection() {
  const { t, i18n } = useTranslation('profile');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (from: string | null) => {
    setLoading(true);
    try {
      const page = await api.request<LedgerPage>(
        `/api/user/tokens${from ? `?cursor=${encodeURIComponent(from)}` : ''}`,
      );
      setEntries((prev) => (from ? [...prev, ...page.entries] : page.entries));
      setCursor(page.next_cursor ?? null);
    } catch (e) {
      console.error('ledger', e);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  const locale = toLocale(i18n.language);
  const reason = (r: string) => (KNOWN_REASONS.includes(r) ? t(`ledger.reasons.${r}`) : r);

  return (
    <section className="profile-section panel" aria-labelledby="profile-ledger">
      <h2 id="profile-ledger">{t('ledger.title')}</h2>
      {entries.length === 0 && !loading ? <p className="muted">{t('ledger.empty')}</p> : null}
      <table className="profile-ledger">
        <caption className="visually-hidden">{t('ledger.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger.date')}</th>
            <th scope="col">{t('ledger.what')}</th>
            <th scope="col" className="num">
              {t('ledger.change')}
            </th>
            <th scope="col" className="num">
              {t('ledger.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ledger rows have no id in the answer and never reorder
            <tr key={i} data-testid="ledger-row">
              <td>{formatDate(e.created_at, locale)}</td>
              <td>{reason(e.reason)}</td>
              <td className={`num ${e.delta > 0 ? 'profile-ledger__plus' : 'profile-ledger__minus'}`}>
                {e.delta > 0 ? `+${e.delta}` : e.delta}
              </td>
              <td className="num">{e.balance_after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cursor ? (
        <Button variant="ghost" small busy={loading} onClick={() => void load(cursor)}>
          {t('ledger.more')}
        </Button>
      ) : null}
    </section>
  );
}
