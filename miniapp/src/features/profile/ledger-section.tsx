/** The token ledger as list rows: every change to the balance with its reason, newest first, a page at a time. */
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../lib/locales.js';
import { LedgerList } from '../../shared/ledger/ledger-list.js';
import { useOwnLedger } from './api/ledger.js';
import { SettingsGroup } from './settings-group.js';

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
  const ledger = useOwnLedger();
  const entries = ledger.data?.pages.flatMap((p) => p.entries) ?? [];
  const locale = toLocale(i18n.language);

  return (
    <SettingsGroup id="profile-ledger" title={t('ledger.title')}>
      {entries.length === 0 && !ledger.isFetching ? (
        <p className="settings-block muted">{t('ledger.empty')}</p>
      ) : null}
      <LedgerList
        entries={entries}
        caption={t('ledger.title')}
        more={t('ledger.more')}
        meta={(e) =>
          t('ledger.meta', { date: formatShortDate(e.created_at, locale), balance: e.balance_after })
        }
        number={String}
        reason={(e) => (KNOWN_REASONS.includes(e.reason) ? t(`ledger.reasons.${e.reason}`) : e.reason)}
        hasMore={ledger.hasNextPage}
        loadingMore={ledger.isFetchingNextPage}
        onMore={() => void ledger.fetchNextPage()}
      />
    </SettingsGroup>
  );
}
