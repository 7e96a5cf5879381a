import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMatters } from './credit-api.ts';

export const MATTERS_KEY = ['credit-matters'];
const REFRESH_MS = 60_000;

/** The caller's open items per desk (theMatters), refreshed every minute and after every action. */
export function useMatters(enabled = true) {
  return useQuery({ queryKey: MATTERS_KEY, queryFn: fetchMatters, enabled, refetchInterval: REFRESH_MS });
}

/** After an action on records: lists and counts read again. */
export function useRecordsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: MATTERS_KEY });
    void client.invalidateQueries({ queryKey: ['credit-record'] });
  };
}
