/**
 * A token ledger as a list of settings rows, newest first (design review 5 #5): why on the left with the
 * date and the balance after under it, the signed change on the right; "more" for older rows. The
 * profile's reading at 360 px; the admin keeps the table (`ledger-table.tsx`), sharing its entries and
 * signs.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.js';
import { type LedgerEntry, signed } from './ledger-table.js';
import './ledger-list.css';

interface Props {
  entries: LedgerEntry[];
  caption: string;
  more: string;
  /** The line under the reason: the date and the balance after, in the reader's words. */
  meta(entry: LedgerEntry): string;
  number(value: number): string;
  reason(entry: LedgerEntry): ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
}

export function LedgerList(props: Props) {
  const { entries, caption, more, meta, number, reason, hasMore, loadingMore, onMore } = props;
  if (entries.length === 0) return null;
  return (
    <>
      <ul className="ledger-list" aria-label={caption}>
        {entries.map((e, i) => (
          // The profile's rows have no id and never reorder.
          <li key={e.id ?? i} className="ledger-list__row" data-testid="ledger-row">
            <span className="ledger-list__what">
              <span className="ledger-list__reason">{reason(e)}</span>
              <span className="ledger-list__meta">{meta(e)}</span>
            </span>
            <span
              className={`ledger-list__change ${e.delta > 0 ? 'ledger-list__change--plus' : ''}`}
              data-testid="ledger-change"
            >
              {signed(e.delta, number)}
            </span>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="ghost" block busy={loadingMore} onClick={onMore} className="ledger-list__more">
          {more}
        </Button>
      ) : null}
    </>
  );
}
