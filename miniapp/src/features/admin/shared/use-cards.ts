/** The deck's card names in the interface language, by card id, for the reading detail. */
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api.js';

export function useCardNames(language: string): Map<string, string> {
  const [names, setNames] = useState(new Map<string, string>());
  useEffect(() => {
    let live = true;
    api
      .request<{ id: string; name: string }[]>(`/api/tarot/cards?locale=${encodeURIComponent(language)}`)
      .then(
        (cards) => live && setNames(new Map(cards.map((c) => [c.id, c.name]))),
        () => live && setNames(new Map()),
      );
    return () => {
      live = false;
    };
  }, [language]);
  return names;
}
