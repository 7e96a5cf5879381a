import type { ListColumn } from './types.ts';

/** Link columns (查看 / 编辑 / 删除) mean nothing in a spreadsheet (spec §7 generic export). */
const NEVER_EXPORTED = new Set(['operation', 'action', 'detail']);

function columnKey<T>(column: ListColumn<T>): string | undefined {
  if (column.key !== undefined) return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return dataIndex === undefined ? undefined : String(dataIndex);
}

/** Keys of the columns an export writes, in table order. */
export function exportColumnKeys<T>(columns: ListColumn<T>[]): string[] {
  return columns.flatMap((column) => {
    const key = columnKey(column);
    return key && column.exportable !== false && !NEVER_EXPORTED.has(key) ? [key] : [];
  });
}
