/** The users list's search, filters and order, and the GET /api/admin/users query they make. */

export interface UserFilters {
  search: string;
  isAdmin: '' | 'true' | 'false';
  verified: '' | 'true' | 'false';
  method: '' | 'telegram' | 'email' | 'google';
  createdFrom: string;
  createdTo: string;
  sort: 'id' | 'created_at' | 'last_seen_at' | 'token_balance' | 'email';
  order: 'asc' | 'desc';
}

export const EMPTY_FILTERS: UserFilters = {
  search: '',
  isAdmin: '',
  verified: '',
  method: '',
  createdFrom: '',
  createdTo: '',
  sort: 'created_at',
  order: 'desc',
};

/** Sort column and direction as one choice ("Newest first"), in the order the select offers them. */
export const SORT_ORDERS = [
  'created_at.desc',
  'created_at.asc',
  'last_seen_at.desc',
  'last_seen_at.asc',
  'token_balance.desc',
  'token_balance.asc',
  'email.asc',
  'email.desc',
  'id.asc',
  'id.desc',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const sortOrderOf = (f: Pick<UserFilters, 'sort' | 'order'>) => `${f.sort}.${f.order}` as SortOrder;

export function withSortOrder(f: UserFilters, value: SortOrder): UserFilters {
  const [sort, order] = value.split('.') as [UserFilters['sort'], UserFilters['order']];
  return { ...f, sort, order };
}

/** The filters that narrow the list (the "Joined" range counts once); search and order are not among them. */
export type FilterKey = 'isAdmin' | 'verified' | 'method' | 'joined';

export function activeFilters(f: UserFilters): FilterKey[] {
  const keys: FilterKey[] = [];
  if (f.isAdmin) keys.push('isAdmin');
  if (f.verified) keys.push('verified');
  if (f.method) keys.push('method');
  if (f.createdFrom || f.createdTo) keys.push('joined');
  return keys;
}

export function withoutFilter(f: UserFilters, key: FilterKey): UserFilters {
  if (key === 'joined') return { ...f, createdFrom: '', createdTo: '' };
  return { ...f, [key]: '' };
}

export function toQuery(f: UserFilters, page: number, pageSize: number) {
  return {
    search: f.search.trim() || undefined,
    is_admin: f.isAdmin || undefined,
    verified: f.verified || undefined,
    method: f.method || undefined,
    created_from: f.createdFrom || undefined,
    created_to: f.createdTo || undefined,
    sort: f.sort,
    order: f.order,
    page: String(page),
    page_size: String(pageSize),
  };
}
