/** The spreads' names in the interface language, for the filter and the rows. */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, type Rpc } from '../../lib/api.js';

export type Spread = InferResponseType<Rpc['tarot']['spreads']['$get'], 200>[number];

export function useSpreads(language: string) {
  const [spreads, setSpreads] = useState<Spread[]>([]);
  useEffect(() => {
    let live = true;
    api.request<Spread[]>(`/api/tarot/spreads?locale=${encodeURIComponent(language)}`).then(
      (list) => live && setSpreads(list),
      (error: unknown) => console.error('spreads', error),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return spreads;
}
