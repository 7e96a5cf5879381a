import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMatters } from './credit-api.ts';
import { creditKeys } from './credit-keys.ts';

const REFRESH_MS = 60_000;

/** The caller's open items per desk (theMatters), refreshed every minute and after every action. */
export function useMatters(enabled = true) {
  return useQuery({ queryKey: creditKeys.matters, queryFn: fetchMatters, enabled, refetchInterval: REFRESH_MS });
}

/** After an action on records: lists and counts read again. */
export function useRecordsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: creditKeys.matters });
    void client.invalidateQueries({ queryKey: creditKeys.all });
  };
}
