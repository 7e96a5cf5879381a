import { isValidElement, type ReactNode } from 'react';
import type { ListColumn } from './types.ts';
import { ValueEnumTag } from './value-enum.tsx';

/** The value at a column's dataIndex (a path for nested fields). */
function valueAt(row: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined) return undefined;
  // Read as unknown: narrowing antd's recursive DataIndex type exhausts the type checker's memory.
  const path = (Array.isArray(dataIndex) ? dataIndex : [dataIndex]) as (string | number)[];
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], row);
}

/** Whether a render answered cell props ({ children, props }) rather than the cell's content. */
function isCellProps(drawn: unknown): drawn is { children?: ReactNode } {
  return drawn !== null && typeof drawn === 'object' && !isValidElement(drawn) && 'props' in drawn;
}

/**
 * A cell drawn outside the table (a row's card) as the table would draw it: the column's render,
 * its valueEnum's tag or the plain value.
 */
export function cellContent<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (column.render) {
    const drawn: unknown = column.render(value, row, index);
    return isCellProps(drawn) ? drawn.children : (drawn as ReactNode);
  }
  if (column.valueEnum) return <ValueEnumTag valueEnum={column.valueEnum} value={value} />;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
