/** The person's rank and progress, named in the interface language; a reading moves it (balance key). */
import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../../lib/api.js';
import { balanceKey } from '../../../lib/query-client.js';

export function useRank(language: string) {
  const { data, error } = useQuery({
    queryKey: [...balanceKey, 'rank', language],
    queryFn: () => call(rpc.user.rank.$get()),
  });
  if (error) console.error('rank', error);
  return data ?? null;
}
