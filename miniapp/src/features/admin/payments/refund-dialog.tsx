/** "Refund this payment?": what goes back to whom, then POST /payments/{id}/refund once. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../../lib/api.js';
import { toast } from '../../../lib/toasts.js';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';
import type { AdminPayment } from '../shared/admin-types.js';
import { showApiError } from '../shared/show-error.js';

interface Props {
  payment: AdminPayment | null;
  onClose(): void;
  onRefunded(): void;
}

export function RefundDialog({ payment, onClose, onRefunded }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);

  const refund = async (p: AdminPayment) => {
    setBusy(true);
    try {
      const result = await call(rpc.admin.payments[':id'].refund.$post({ param: { id: String(p.id) } }));
      toast({
        title: t('refund.done'),
        description: t('refund.done_body', { taken: result.tokens_taken, shortfall: result.shortfall }),
      });
      onRefunded();
    } catch (e) {
      showApiError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={payment !== null}
      title={t('refund.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('refund.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => payment && void refund(payment)}>
            {t('refund.confirm')}
          </Button>
        </>
      }
    >
      {payment ? (
        <p>{t('refund.explain', { stars: payment.stars, tokens: payment.tokens, user: payment.user_id })}</p>
      ) : null}
    </Modal>
  );
}
