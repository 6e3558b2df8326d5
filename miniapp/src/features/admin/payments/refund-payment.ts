/** "Refund this payment?": what goes back to whom, asked with confirmAction, then POST /payments/{id}/refund once. */
import type { TFunction } from 'i18next';
import { call, rpc } from '../../../lib/api.js';
import { confirmAction } from '../../../lib/confirm.js';
import { toast } from '../../../lib/toasts.js';
import type { AdminPayment } from '../shared/admin-types.js';
import { showApiError } from '../shared/show-error.js';

/** True when the payment was refunded; false when the admin kept it or the refund failed (shown). */
export async function refundPayment(
  p: AdminPayment,
  t: TFunction<'admin'>,
  onConfirmed: () => void,
): Promise<boolean> {
  const confirmed = await confirmAction({
    title: t('refund.title'),
    message: t('refund.explain', { stars: p.stars, tokens: p.tokens, user: p.user_id }),
    action: t('refund.confirm'),
    keep: t('refund.cancel'),
  });
  if (!confirmed) return false;
  onConfirmed();
  try {
    const result = await call(rpc.admin.payments[':id'].refund.$post({ param: { id: String(p.id) } }));
    toast({
      title: t('refund.done'),
      description: t('refund.done_body', { taken: result.tokens_taken, shortfall: result.shortfall }),
    });
    return true;
  } catch (e) {
    showApiError(e);
    return false;
  }
}
