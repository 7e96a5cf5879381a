import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, read } from '@/api/call.ts';
import { currentUserKeys } from '@/api/current-user.ts';
import type { Answer } from '@/api/operation.ts';
import { getToken } from '@/api/token-store.ts';

export interface SavedColumns {
  /** The columns the user chose, in their order; undefined: the list's declared ones. */
  columns: string[] | undefined;
  /** Keeps a choice (undefined forgets it): shown at once, saved behind, taken back if the server refuses. */
  keep: (columns: string[] | undefined) => void;
}

type Choices = Answer<'/api/account/listcolumns'>;

const FAILED = '列设置未能保存，已恢复为保存前的列';

/** The signed-in user's choices for every list, read once per session and shared by every list on screen. */
const choicesKey = () => [...currentUserKeys.session(getToken()), 'list-columns'] as const;

export function useColumnChoices(enabled = true) {
  return useQuery({
    queryKey: choicesKey(),
    queryFn: () => read('/api/account/listcolumns', 'get'),
    enabled: enabled && getToken() !== null,
    staleTime: Infinity,
  });
}

/**
 * The user's column choice of one list, kept on the server (docs/lists.md). A list the registry
 * does not name (no key) keeps its choice on screen only, for as long as the screen is open.
 */
export function useSavedColumns(listKey: string | undefined): SavedColumns {
  const queryClient = useQueryClient();
  const choices = useColumnChoices(listKey !== undefined);
  const [unnamed, setUnnamed] = useState<string[]>();
  if (listKey === undefined) return { columns: unnamed, keep: setUnnamed };

  const key = choicesKey();
  const keep = (columns: string[] | undefined) => {
    queryClient.setQueryData<Choices>(key, (before = []) => [
      ...before.filter((choice) => choice.listKey !== listKey),
      ...(columns ? [{ listKey, columns }] : []),
    ]);
    const params = { listKey };
    const saved = columns
      ? call('/api/account/listcolumns/{listKey}', 'put', { params, body: { columns }, failureMessage: FAILED })
      : call('/api/account/listcolumns/{listKey}', 'delete', { params, failureMessage: FAILED });
    // Refused or lost: read back what the server keeps.
    saved.catch(() => queryClient.invalidateQueries({ queryKey: key }));
  };
  return { columns: choices.data?.find((choice) => choice.listKey === listKey)?.columns, keep };
}
