import type { ListSpec, Page } from '@credit/rules';
import type { TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import type { CellRenderer, RowActions } from './spec-columns.tsx';

/** A status code's Chinese label and tag colour (one dictionary per status). */
export interface ValueEnumEntry {
  text: string;
  color?: string;
}
export type ValueEnum = Record<string | number, ValueEnumEntry>;

export interface ListColumn<T> extends TableColumnType<T> {
  /** Default true; the operation/action/detail columns never export. */
  exportable?: boolean;
  /** Renders the cell's code as a coloured tag. */
  valueEnum?: ValueEnum;
  /**
   * The row's standing, which decides what is done next: pinned at the right beside 操作 on a wide
   * screen, at the head of the row's card on a narrow one. Default: whether the column has a valueEnum.
   */
  status?: boolean;
  /** Left out of the table (and the export) until the user shows it with 列设置. */
  defaultHidden?: boolean;
}

/**
 * `cascader` picks a path in a tree (province → city → district) and may stop at any level: the
 * URL keeps the whole path, the query sends the last value chosen.
 */
export type FilterType =
  'text' | 'select' | 'multiSelect' | 'dateRange' | 'dateTimeRange' | 'year' | 'radio' | 'cascader';

export interface FilterOption {
  label: string;
  value: string | number;
  /** The next level of a cascader's tree. */
  children?: FilterOption[];
}

/** A value as the query carries it; a range is [start, end]. */
export type FilterDefault = string | number | (string | number)[];

export interface FilterField {
  name: string;
  label: string;
  type: FilterType;
  options?: FilterOption[];
  maxLength?: number;
  placeholder?: string;
  defaultValue?: FilterDefault;
  disabledFuture?: boolean;
}

/** What a list call receives: paging plus the filters (ranges split into `<name>Start`/`<name>End`). */
export type ListQuery = { pageIndex: number; pageSize: number } & Record<string, string | number>;

export interface ToolbarContext<T> {
  selectedKeys: Key[];
  selectedRows: T[];
  query: ListQuery;
  reload: () => void;
}

export interface ExportConfig {
  url: string;
  method?: 'GET' | 'POST';
  fileTitle: string;
}

/** What a list shows, from its spec (packages/rules): the screen adds its own cells and actions. */
export interface SpecListProps<T> {
  spec: ListSpec;
  /** Cells the screen draws itself, by field key. */
  renderers?: Partial<Record<string, CellRenderer<T>>>;
  /** The 操作 column. */
  actions?: RowActions<T>;
  /** Filter options the screen reads from the server, by filter name. */
  filterOptions?: Partial<Record<string, FilterOption[]>>;
}

export interface ListPageProps<T> extends SpecListProps<T> {
  title: string;
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  rowKey: keyof T & string;
  selectable?: boolean | ((query: ListQuery) => boolean);
  toolbar?: (context: ToolbarContext<T>) => ReactNode;
  exportConfig?: ExportConfig;
  /** Table body height with the header fixed (spec §9: 605 or 630). */
  maxHeight?: number;
}
