/**
 * The person's reading preferences and personal arcana, from the query cache: the profile changes
 * them, the reading screen follows them (confirmation before spending, personal arcana). A switch
 * shows its new value at once and goes back if the server refuses.
 */
import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api.js';
import { queryClient } from '../../lib/query-client.js';

export interface Prefs {
  show_confirmation: boolean;
  notifications_enabled: boolean;
  use_personal_arcana: boolean;
  reversed_cards: boolean;
}

const prefsKey = ['preferences'] as const;
export const arcanaKey = ['arcana'] as const;

const save: Record<keyof Prefs, (value: boolean) => Promise<unknown>> = {
  show_confirmation: (v) => call(rpc.user.preferences.confirmation.$post({ json: { show_confirmation: v } })),
  notifications_enabled: (v) =>
    call(rpc.user.preferences.notifications.$post({ json: { notifications_enabled: v } })),
  use_personal_arcana: (v) =>
    call(rpc.user.preferences['personal-arcana'].$post({ json: { use_personal_arcana: v } })),
  reversed_cards: (v) => call(rpc.user.preferences['reversed-cards'].$post({ json: { reversed_cards: v } })),
};

async function loadPrefs(): Promise<Prefs> {
  const [a, b, c, d] = await Promise.all([
    call(rpc.user.preferences.confirmation.$get()),
    call(rpc.user.preferences.notifications.$get()),
    call(rpc.user.preferences['personal-arcana'].$get()),
    call(rpc.user.preferences['reversed-cards'].$get()),
  ]);
  return { ...a, ...b, ...c, ...d };
}

export function usePreferences(): Prefs | null {
  const { data, error } = useQuery({ queryKey: prefsKey, queryFn: loadPrefs });
  if (error) console.error('preferences', error);
  return data ?? null;
}

/** Shows the new value at once; restores the old one and rethrows when the server refuses. */
export async function setPreference(key: keyof Prefs, value: boolean) {
  // A fetch still on its way (the screen's refetch on mount) must not write the old value back over it.
  void queryClient.cancelQueries({ queryKey: prefsKey });
  const before = queryClient.getQueryData<Prefs>(prefsKey);
  if (before) queryClient.setQueryData<Prefs>(prefsKey, { ...before, [key]: value });
  try {
    await save[key](value);
  } catch (e) {
    if (before) queryClient.setQueryData<Prefs>(prefsKey, before);
    throw e;
  }
}

export const loadArcana = () => call(rpc.user.arcana.$get());

/** The personal arcana (or that there is none yet); a new birth date invalidates `arcanaKey`. */
export function useArcana() {
  const { data, error } = useQuery({ queryKey: arcanaKey, queryFn: loadArcana });
  if (error) console.error('arcana', error);
  return data ?? null;
}
