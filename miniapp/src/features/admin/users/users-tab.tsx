/** Users: the filtered, sorted, paged table, or one person's view when ?user= names them. */
import { useState } from 'react';
import { useAdminUsers } from '../api/admin-queries.js';
import { Pager } from '../shared/pager.js';
import { EMPTY_FILTERS, toQuery, type UserFilters } from './user-filters.js';
import { UserView } from './user-view.js';
import { UsersTable } from './users-table.js';
import { UsersToolbar } from './users-toolbar.js';

const PAGE_SIZE = 20;

interface Props {
  userId: number | null;
  onOpen(id: number): void;
  onClose(): void;
}

export function UsersTab({ userId, onOpen, onClose }: Props) {
  // Kept here, above the list, so coming back from a person finds the same search and page.
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  if (userId !== null) return <UserView id={userId} onBack={onClose} onDeleted={onClose} />;
  return (
    <UsersBrowser filters={filters} setFilters={setFilters} page={page} setPage={setPage} onOpen={onOpen} />
  );
}

interface BrowserProps {
  filters: UserFilters;
  setFilters(next: UserFilters): void;
  page: number;
  setPage(page: number): void;
  onOpen(id: number): void;
}

function UsersBrowser({ filters, setFilters, page, setPage, onOpen }: BrowserProps) {
  const query = toQuery(filters, page, PAGE_SIZE);
  const list = useAdminUsers(query);
  return (
    <div className="admin-stack">
      <UsersToolbar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.error && !list.data ? <p className="alert">{list.error}</p> : null}
      <UsersTable
        users={list.data?.items ?? []}
        loading={list.loading}
        sort={filters.sort}
        order={filters.order}
        onSort={(sort, order) => {
          setFilters({ ...filters, sort, order });
          setPage(1);
        }}
        onOpen={onOpen}
      />
      {list.data ? <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} /> : null}
    </div>
  );
}
