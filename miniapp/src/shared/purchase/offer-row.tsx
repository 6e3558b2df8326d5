/**
 * One row of the purchase list inside Telegram, as a cell of Telegram's own lists: the whole row is the
 * choice (a hidden native radio keeps keyboard and screen-reader behaviour); the title and what the
 * offer is worth on the left, the price and its saving on the right, and a trailing checkmark on the
 * chosen row, in a column every row keeps so the prices line up.
 */
import { Check, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.js';
import type { OfferValue } from './offer-value.js';

interface Props {
  id: string;
  title: string;
  stars: number;
  value: OfferValue;
  /** Replaces the value line (an active subscription says until when). */
  note?: string;
  checked: boolean;
  disabled: boolean;
  onChoose(): void;
}

export function OfferRow({ id, title, stars, value, note, checked, disabled, onChoose }: Props) {
  const { t } = useTranslation('purchase');
  return (
    <label className="offer" data-testid={`offer-${id}`}>
      <input
        type="radio"
        name="purchase-offer"
        className="visually-hidden"
        value={id}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className="offer__main">
        <span className="offer__title">{title}</span>
        <span className="offer__value">{note ?? t('per_token', { price: value.perToken })}</span>
      </span>
      <span className="offer__price">
        <span className="offer__stars">
          <span aria-hidden>
            <Icon icon={Star} filled className="offer__star" /> {stars}
          </span>
          <span className="visually-hidden">{t('stars', { count: stars })}</span>
        </span>
        {value.saving ? (
          <span className="offer__saving">{t('saving', { percent: value.saving })}</span>
        ) : null}
      </span>
      <span className="offer__check" aria-hidden>
        {checked ? <Icon icon={Check} /> : null}
      </span>
    </label>
  );
}
