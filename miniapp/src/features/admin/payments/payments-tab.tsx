/** Payments: all of them, filtered by status, each paid one refundable. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../shared/choice-field.js';
import { type PaymentStatus, PaymentsList } from './payments-list.js';

export function PaymentsTab({ onOpenUser }: { onOpenUser(id: number): void }) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  return (
    <div className="admin-stack">
      <search className="admin-filters panel">
        <ChoiceField
          label={t('payments.status')}
          value={status}
          options={[
            { value: '', label: t('filters.any') },
            ...(['paid', 'review', 'refunded'] as const).map((s) => ({
              value: s,
              label: t(`payments.statuses.${s}`),
            })),
          ]}
          onChange={(v) => setStatus(v as PaymentStatus | '')}
        />
      </search>
      <PaymentsList status={status || undefined} onOpenUser={onOpenUser} />
    </div>
  );
}
