import { columnKey, isActionColumn } from './column-roles.ts';
import type { ListColumn } from './types.ts';

/**
 * Keys of the columns an export writes: those given (the ones shown), in their order, but link
 * columns (查看 / 编辑 / 删除), which mean nothing in a spreadsheet (spec §7 generic export).
 */
export function exportColumnKeys<T>(columns: ListColumn<T>[]): string[] {
  return columns.flatMap((column) => {
    const key = columnKey(column);
    return key && column.exportable !== false && !isActionColumn(column) ? [key] : [];
  });
}
