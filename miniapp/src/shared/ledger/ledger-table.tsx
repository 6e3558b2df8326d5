/**
 * A token ledger as a table, newest first: when, why, the change (signed) and the balance after, with
 * "more" for older rows. The profile shows a person their own; the admin's user view shows anyone's.
 * Each brings its own labels, formats and look; the table and its rows are the same.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.js';

export interface LedgerEntry {
  id?: number;
  delta: number;
  reason: string;
  reference: string | null;
  created_at: string;
  balance_after: number;
}

export interface LedgerLabels {
  caption: string;
  when: string;
  reason: string;
  change: string;
  after: string;
  more: string;
}

interface Props {
  entries: LedgerEntry[];
  labels: LedgerLabels;
  when(iso: string): string;
  number(value: number): string;
  reason(entry: LedgerEntry): ReactNode;
  /** The table's class, and the classes of a credit and a debit. */
  classes: { table: string; plus: string; minus: string };
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
}

/** "+5", "−2" with a real minus sign (U+2212), "0". */
export function signed(delta: number, number: (value: number) => string): string {
  if (delta > 0) return `+${number(delta)}`;
  return delta < 0 ? `\u2212${number(-delta)}` : number(0);
}

export function LedgerTable({
  entries,
  labels,
  when,
  number,
  reason,
  classes,
  hasMore,
  loadingMore,
  onMore,
}: Props) {
  return (
    <>
      <table className={classes.table}>
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.when}</th>
            <th scope="col">{labels.reason}</th>
            <th scope="col" className="num">
              {labels.change}
            </th>
            <th scope="col" className="num">
              {labels.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            // The profile's rows have no id and never reorder; the admin's have one.
            <tr key={e.id ?? i} data-testid="ledger-row">
              <td data-label={labels.when}>{when(e.created_at)}</td>
              <td data-label={labels.reason}>{reason(e)}</td>
              <td data-label={labels.change} className={`num ${e.delta > 0 ? classes.plus : classes.minus}`}>
                {signed(e.delta, number)}
              </td>
              <td data-label={labels.after} className="num">
                {number(e.balance_after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasMore ? (
        <Button variant="ghost" small busy={loadingMore} onClick={onMore}>
          {labels.more}
        </Button>
      ) : null}
    </>
  );
}
