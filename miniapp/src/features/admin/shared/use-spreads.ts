/** The spreads' names in the interface language, for the readings filter and rows; none for ''. */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, type Rpc } from '../../../lib/api.js';

export type Spread = InferResponseType<Rpc['tarot']['spreads']['$get'], 200>[number];

export function useSpreads(language: string): Spread[] {
  const [spreads, setSpreads] = useState<Spread[]>([]);
  useEffect(() => {
    if (!language) return;
    let live = true;
    api.request<Spread[]>(`/api/tarot/spreads?locale=${encodeURIComponent(language)}`).then(
      (list) => live && setSpreads(list),
      () => live && setSpreads([]),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return spreads;
}
