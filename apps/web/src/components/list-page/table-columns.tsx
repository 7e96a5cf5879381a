import type { TableColumnType } from 'antd';
import { isActionColumn, isStatusColumn } from './column-roles.ts';
import type { ListColumn } from './types.ts';
import { ValueEnumTag } from './value-enum.tsx';

/** A long text column that declares no width: about twelve characters, the rest on hover. */
const LONG_TEXT_WIDTH = 200;

/** A declared column as the table draws it: long text cut at its width with the whole text as the cell's title. */
function drawnColumn<T>({
  exportable: _exportable,
  valueEnum,
  status: _status,
  defaultHidden: _defaultHidden,
  ...column
}: ListColumn<T>): TableColumnType<T> {
  const drawn: TableColumnType<T> = column.ellipsis
    ? { ...column, ellipsis: { showTitle: true }, width: column.width ?? LONG_TEXT_WIDTH }
    : column;
  if (!valueEnum || column.render) return drawn;
  return { ...drawn, render: (value: unknown) => <ValueEnumTag valueEnum={valueEnum} value={value} /> };
}

/**
 * The table's columns: the data in declared order, then the status columns and 操作 pinned at the
 * right, so what decides the next step stays on screen however many columns scroll beneath it.
 */
export function tableColumns<T>(columns: ListColumn<T>[]): TableColumnType<T>[] {
  const pinned = (column: ListColumn<T>) => isStatusColumn(column) || isActionColumn(column);
  return [
    ...columns.filter((column) => !pinned(column)).map(drawnColumn),
    ...columns.filter(isStatusColumn).map((column) => ({ ...drawnColumn(column), fixed: 'right' as const })),
    ...columns.filter(isActionColumn).map((column) => ({ ...drawnColumn(column), fixed: 'right' as const })),
  ];
}
