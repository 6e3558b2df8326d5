/** The history list's two filters, kept across visits: saved only, and one spread. */
import { create } from 'zustand';

export interface Filters {
  saved: boolean;
  spreadId: string | null;
}

interface FiltersState {
  filters: Filters;
  setFilters(change: Partial<Filters>): void;
}

export const useHistoryFilters = create<FiltersState>()((set) => ({
  filters: { saved: false, spreadId: null },
  setFilters: (change) => set((s) => ({ filters: { ...s.filters, ...change } })),
}));
