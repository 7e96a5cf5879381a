import {
  dictOptions,
  exportableKeys,
  type FieldSpec,
  type FilterSpec,
  type FilterValue,
  type ListSpec,
} from '@credit/rules';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { FilterDefault, FilterField, FilterOption, ListColumn, ValueEnum } from './types.ts';

/** About how wide a character of the spec's widths draws on screen, and a cell's padding either side. */
const PX_PER_CHAR = 7;
const CELL_PADDING = 32;

/** A cell the screen draws itself, given the field's value and the row. */
export type CellRenderer<T> = (value: unknown, row: T) => ReactNode;

/** The 操作 column: the row's links. */
export interface RowActions<T> {
  width?: number;
  render: (row: T) => ReactNode;
}

/** The 操作 column of a list whose rows only open: 查看. */
export const viewAction = <T,>(onView: (row: T) => void): RowActions<T> => ({
  width: 90,
  render: (row) => (
    <Button type="link" size="small" onClick={() => onView(row)}>
      查看
    </Button>
  ),
});

/** A field's dictionary as tags: its labels, coloured as the spec says. */
export function fieldValueEnum(field: FieldSpec): ValueEnum | undefined {
  if (!field.dictionary) return undefined;
  return Object.fromEntries(
    [...field.dictionary].map(([code, text]) => [String(code), { text, color: field.colors?.[String(code)] }]),
  );
}

/** The table's columns from the spec's fields, the screen's cells, then 操作. */
export function specColumns<T>(
  spec: Pick<ListSpec, 'fields'>,
  renderers: Partial<Record<string, CellRenderer<T>>> = {},
  actions?: RowActions<T>,
): ListColumn<T>[] {
  const exportable = new Set(exportableKeys(spec));
  const fields: ListColumn<T>[] = Object.entries(spec.fields).map(([key, field]) => {
    const render = renderers[key];
    return {
      title: field.title,
      dataIndex: key,
      ...(field.width && { width: field.width * PX_PER_CHAR + CELL_PADDING }),
      ...(field.long && { ellipsis: true }),
      ...(field.numeric && { align: 'right' as const }),
      ...(field.frozen && { fixed: 'left' as const }),
      ...(field.status !== undefined && { status: field.status }),
      ...(field.hidden && { defaultHidden: true }),
      ...(exportable.has(key) ? {} : { exportable: false }),
      valueEnum: fieldValueEnum(field),
      ...(render && { render: (value: unknown, row: T) => render(value, row) }),
    };
  });
  if (!actions) return fields;
  return [
    ...fields,
    {
      title: '操作',
      key: 'operation',
      fixed: 'right',
      exportable: false,
      ...(actions.width && { width: actions.width }),
      render: (_: unknown, row: T) => actions.render(row),
    },
  ];
}

const optionsOf = (filter: FilterSpec): FilterOption[] | undefined =>
  filter.dictionary
    ? dictOptions(filter.dictionary).map(({ label, value }) => ({
        label,
        value: typeof value === 'boolean' ? String(value) : value,
      }))
    : (filter.options as FilterOption[] | undefined);

/** A filter's default as the form holds it, computed now when it moves with the day. */
const defaultOf = (value: FilterValue | (() => FilterValue)): FilterDefault => {
  const given = typeof value === 'function' ? value() : value;
  return typeof given === 'object' ? [...given] : given;
};

/** The filter form's fields from the spec's filters; options the screen reads from the server by name. */
export function specFilters(
  spec: Pick<ListSpec, 'filters'>,
  options: Partial<Record<string, FilterOption[]>> = {},
): FilterField[] {
  return Object.entries(spec.filters as Record<string, FilterSpec>).map(([name, filter]) => {
    const choices = options[name] ?? optionsOf(filter);
    return {
      name,
      label: filter.label,
      type: filter.control,
      ...(choices && { options: choices }),
      ...(filter.maxLength && { maxLength: filter.maxLength }),
      ...(filter.placeholder && { placeholder: filter.placeholder }),
      ...(filter.defaultValue !== undefined && { defaultValue: defaultOf(filter.defaultValue) }),
      ...(filter.disabledFuture && { disabledFuture: true }),
    };
  });
}
