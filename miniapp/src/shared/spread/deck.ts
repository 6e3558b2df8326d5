/**
 * The deck and the spreads in the interface language, from the query cache. The deck never changes
 * while the app runs: read once per language and kept. Spreads are per caller (the free card of the
 * day), so they sit under the balance key: a reading or a purchase reads them again.
 */
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useMemo } from 'react';
import { call, type Rpc, rpc } from '../../lib/api.js';
import { balanceKey, queryClient } from '../../lib/query-client.js';

export type Spread = InferResponseType<Rpc['tarot']['spreads']['$get'], 200>[number];
export type Card = InferResponseType<Rpc['tarot']['cards']['$get'], 200>[number];

const NO_CARDS = new Map<string, Card>();

export function useDeck(locale: string): Map<string, Card> {
  const { data, error } = useQuery({
    queryKey: ['deck', locale],
    queryFn: () => call(rpc.tarot.cards.$get({ query: { locale } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (error) console.error('deck', error);
  return useMemo(() => (data ? new Map(data.map((c) => [c.id, c])) : NO_CARDS), [data]);
}

/** The spreads, null until they arrive. An empty locale reads nothing (a caller handed them already). */
export function useSpreads(locale: string): Spread[] | null {
  const { data, error } = useQuery({
    queryKey: [...balanceKey, 'spreads', locale],
    queryFn: () => call(rpc.tarot.spreads.$get({ query: { locale } })),
    enabled: locale !== '',
  });
  if (error) console.error('spreads', error);
  return data ?? null;
}

/** Reads the spreads again (a new reading may have used the free card of the day). */
export function refreshSpreads() {
  return queryClient.invalidateQueries({ queryKey: [...balanceKey, 'spreads'] });
}
