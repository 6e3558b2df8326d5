/**
 * The frame of every paged admin list: the load error, the empty state, or the table (busy while a page
 * loads) with its header cells and rows, then the pager. Each list brings only its columns.
 */
import type { ReactNode } from 'react';
import type { AdminData } from '../api/admin-query.js';
import { Pager } from './pager.js';

interface Props {
  list: AdminData<{ items: unknown[]; total: number }>;
  caption: string;
  empty: string;
  /** The header cells (`<th scope="col">`), in order. */
  head: ReactNode;
  /** The rows, one `<tr>` each. */
  children: ReactNode;
  page: number;
  pageSize: number;
  onPage(page: number): void;
}

export function ListTable({ list, caption, empty, head, children, page, pageSize, onPage }: Props) {
  const rows = list.data?.items.length ?? 0;
  return (
    <>
      {list.error && !list.data ? (
        <p className="alert">{list.error}</p>
      ) : !list.loading && rows === 0 ? (
        <p className="muted admin-empty">{empty}</p>
      ) : (
        <table className="admin-table" aria-busy={list.loading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
      {list.data && list.data.total > 0 ? (
        <Pager page={page} pageSize={pageSize} total={list.data.total} onPage={onPage} />
      ) : null}
    </>
  );
}
