import { useReducer } from 'react';
import { columnId } from './column-roles.ts';
import type { ListColumn } from './types.ts';

const storageKey = (listTitle: string) => `hiddenColumns:${listTitle}`;

function storedHidden(listTitle: string): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(listTitle)) ?? 'null');
    return Array.isArray(stored) ? stored.map(String) : undefined;
  } catch {
    return undefined;
  }
}

export interface HiddenColumns<T> {
  /** The columns drawn, in declared order. */
  shown: ListColumn<T>[];
  hiddenIds: string[];
  setHiddenIds: (ids: string[]) => void;
}

/**
 * Which of a list's columns are left out: the declared `defaultHidden` ones until the user chooses
 * with 列设置, then the choice, kept for that list across visits as the page size is.
 */
export function useHiddenColumns<T>(listTitle: string, columns: ListColumn<T>[]): HiddenColumns<T> {
  // Read from storage on every render, so a screen that draws several lists in turn (a desk per
  // route) without remounting shows each list's own choice.
  const [, noteChoice] = useReducer((choices: number) => choices + 1, 0);
  const hiddenIds =
    storedHidden(listTitle) ??
    columns.flatMap((column, index) => (column.defaultHidden ? [columnId(column, index)] : []));
  const setHiddenIds = (ids: string[]) => {
    localStorage.setItem(storageKey(listTitle), JSON.stringify(ids));
    noteChoice();
  };
  const shown = columns.filter((column, index) => !hiddenIds.includes(columnId(column, index)));
  return { shown, hiddenIds, setHiddenIds };
}
