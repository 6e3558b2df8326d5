/**
 * History pages over the cursor API, newest first, with the saved-only and spread filters. A change of
 * filter starts over; a page that arrives for an older filter is dropped.
 */
import { create } from 'zustand';
import { call, rpc } from '../../lib/api.js';

export const PAGE_SIZE = 20;

type HistoryPage = Awaited<ReturnType<typeof fetchPage>>;
export type HistoryItem = HistoryPage['items'][number];

export interface Filters {
  saved: boolean;
  spreadId: string | null;
}

function fetchPage(filters: Filters, cursor: string | null) {
  return call(
    rpc.user.history.$get({
      query: {
        limit: String(PAGE_SIZE),
        ...(cursor ? { cursor } : {}),
        ...(filters.saved ? { saved: 'true' } : {}),
        ...(filters.spreadId ? { spread_id: filters.spreadId } : {}),
      },
    }),
  );
}

interface HistoryState {
  filters: Filters;
  items: HistoryItem[];
  cursor: string | null;
  done: boolean;
  loading: boolean;
  error: string | null;
  setFilters(filters: Partial<Filters>): void;
  loadMore(): Promise<void>;
}

let generation = 0;

export const useHistory = create<HistoryState>()((set, get) => ({
  filters: { saved: false, spreadId: null },
  items: [],
  cursor: null,
  done: false,
  loading: false,
  error: null,
  setFilters(change) {
    generation += 1;
    set({
      filters: { ...get().filters, ...change },
      items: [],
      cursor: null,
      done: false,
      loading: false,
      error: null,
    });
    void get().loadMore();
  },
  async loadMore() {
    const { loading, done, filters, cursor } = get();
    if (loading || done) return;
    const mine = generation;
    set({ loading: true, error: null });
    try {
      const page = await fetchPage(filters, cursor);
      if (mine !== generation) return;
      set((s) => ({
        items: [...s.items, ...page.items],
        cursor: page.next_cursor,
        done: page.next_cursor === null,
        loading: false,
      }));
    } catch (error) {
      if (mine !== generation) return;
      set({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  },
}));
