/**
 * Adds or takes tokens. One idempotency key per submission: a double click or a retry of the same
 * submission credits once, and the next submission gets a new key.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUST_REASON_MAX } from '../../../../../core/inputs/token-adjust.js';
import { ApiError, call, rpc } from '../../../lib/api.js';
import { toast } from '../../../lib/toasts.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import { showApiError } from '../shared/show-error.js';

interface Props {
  userId: number;
  onAdjusted(balance: number): void;
}

export function TokenAdjustForm({ userId, onAdjusted }: Props) {
  const { t } = useTranslation('admin');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const value = Number(amount);
  const valid =
    Number.isInteger(value) && value !== 0 && Math.abs(value) <= 1_000_000 && reason.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    key.current ??= crypto.randomUUID();
    setBusy(true);
    setError(null);
    try {
      const result = await call(
        rpc.admin.users.tokens.adjust.$post({
          json: { user_id: userId, amount: value, reason: reason.trim(), idempotency_key: key.current },
        }),
      );
      key.current = null;
      setAmount('');
      setReason('');
      toast({ title: t('adjust.done', { balance: result.token_balance }) });
      onAdjusted(result.token_balance);
    } catch (e) {
      // A lost answer may have credited: a retry of the same values keeps the key. Any answer is final.
      if (!(e instanceof ApiError && e.status === 0)) key.current = null;
      setError(showApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel admin-section admin-form" onSubmit={submit} aria-labelledby="admin-adjust-title">
      <h2 id="admin-adjust-title">{t('adjust.title')}</h2>
      <Field
        label={t('adjust.amount')}
        hint={t('adjust.amount_hint')}
        inputMode="numeric"
        pattern="-?[0-9]*"
        value={amount}
        error={error}
        onChange={(e) => {
          key.current = null;
          setAmount(e.target.value.trim());
        }}
      />
      <Field
        label={t('adjust.reason')}
        value={reason}
        maxLength={ADJUST_REASON_MAX}
        onChange={(e) => {
          key.current = null;
          setReason(e.target.value);
        }}
      />
      <div>
        <Button type="submit" busy={busy} disabled={!valid}>
          {t('adjust.submit')}
        </Button>
      </div>
    </form>
  );
}
