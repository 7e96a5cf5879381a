import type { ListColumn } from './types.ts';

/** Keys of the link column (查看 / 编辑 / 删除): actions, never data. */
const ACTION_KEYS = new Set(['operation', 'action', 'detail']);

/** The key a column is known by: its key, else its dataIndex (a path joined by dots). */
export function columnKey<T>(column: ListColumn<T>): string | undefined {
  if (column.key !== undefined) return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return dataIndex === undefined ? undefined : String(dataIndex);
}

export function isActionColumn<T>(column: ListColumn<T>): boolean {
  return ACTION_KEYS.has(columnKey(column) ?? '');
}

export function isStatusColumn<T>(column: ListColumn<T>): boolean {
  return column.status ?? column.valueEnum !== undefined;
}

/** The column that names a row: the first that is neither status nor action. */
export function rowTitleColumn<T>(columns: ListColumn<T>[]): ListColumn<T> | undefined {
  return columns.find((column) => !isStatusColumn(column) && !isActionColumn(column));
}

/** A column's identity for React keys and the 列设置 choice (its place when it has neither key nor dataIndex). */
export function columnId<T>(column: ListColumn<T>, index: number): string {
  return columnKey(column) ?? `${index}`;
}
