/** The line at the top of the purchase sheet, in Telegram and in a browser alike: the balance now. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store.js';

export function PurchaseBalance() {
  const { t } = useTranslation('purchase');
  const balance = useSession((s) => s.user?.token_balance ?? 0);
  return (
    <p className="purchase__balance">
      {t('balance')}{' '}
      <strong data-testid="purchase-balance">{t('common:tokens_count', { count: balance })}</strong>
    </p>
  );
}
