/** The token ledger: every change to the balance with its reason, newest first, a page at a time. */
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../lib/locales.js';
import { LedgerTable } from '../../shared/ledger/ledger-table.js';
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

const CLASSES = { table: 'profile-ledger', plus: 'profile-ledger__plus', minus: 'profile-ledger__minus' };

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
      <LedgerTable
        entries={entries}
        labels={{
          caption: t('ledger.title'),
          when: t('ledger.date'),
          reason: t('ledger.what'),
          change: t('ledger.change'),
          after: t('ledger.after'),
          more: t('ledger.more'),
        }}
        when={(iso) => formatShortDate(iso, locale)}
        number={String}
        reason={(e) => (KNOWN_REASONS.includes(e.reason) ? t(`ledger.reasons.${e.reason}`) : e.reason)}
        classes={CLASSES}
        hasMore={ledger.hasNextPage}
        loadingMore={ledger.isFetchingNextPage}
        onMore={() => void ledger.fetchNextPage()}
      />
    </SettingsGroup>
  );
}
