import { listKeyOf, type ListSpec } from '@credit/rules';
import { useSavedColumns } from './column-choice-api.ts';
import { columnId, isActionColumn, isStatusColumn } from './column-roles.ts';
import type { ListColumn } from './types.ts';

/** A column 列设置 offers: a data column (status and 操作 always show, they decide the next step). */
export interface ColumnOption {
  id: string;
  title: string;
}

export interface ColumnChoice<T> {
  /** The columns drawn: the data columns shown, in the user's order, then status and 操作. */
  shown: ListColumn<T>[];
  /** Every data column, in declared order. */
  options: ColumnOption[];
  /** The data columns shown, in their order. */
  shownIds: string[];
  /** Whether the user has chosen (恢复默认 has something to undo). */
  chosen: boolean;
  choose: (ids: string[]) => void;
  reset: () => void;
}

/**
 * Which of a list's data columns show, and in which order: the user's choice for the list (kept on
 * the server per user and list key), else the declared columns but those hidden until shown.
 */
export function useColumnChoice<T>(spec: ListSpec, columns: ListColumn<T>[]): ColumnChoice<T> {
  const saved = useSavedColumns(listKeyOf(spec));
  const data = new Map(
    columns.flatMap((column, index) =>
      isStatusColumn(column) || isActionColumn(column) ? [] : [[columnId(column, index), column] as const],
    ),
  );
  const kept = saved.columns?.filter((id) => data.has(id));
  const chosen = kept !== undefined && kept.length > 0;
  const shownIds = chosen ? kept : [...data].flatMap(([id, column]) => (column.defaultHidden ? [] : [id]));
  return {
    shown: [
      ...shownIds.flatMap((id) => data.get(id) ?? []),
      ...columns.filter(isStatusColumn),
      ...columns.filter(isActionColumn),
    ],
    options: [...data].map(([id, column]) => ({ id, title: typeof column.title === 'string' ? column.title : id })),
    shownIds,
    chosen,
    choose: saved.keep,
    reset: () => saved.keep(undefined),
  };
}
