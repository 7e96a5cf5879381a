import { MSG } from '@credit/rules';
import type { ReactNode } from 'react';
import './plain-table.css';

export interface PlainColumn<R> {
  key: string;
  title: string;
  render: (row: R, index: number) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

interface PlainTableProps<R> {
  caption: string;
  columns: readonly PlainColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string | number;
  loading?: boolean;
  /** Shown instead of the rows when the list could not be read. */
  error?: string;
  /** The index of the first row in the whole list (a later page's rows count on from there). */
  firstIndex?: number;
}

/**
 * A table of the pages drawn without antd. On a phone each row becomes a card whose cells carry
 * their column's title, so nothing scrolls sideways at 375 px.
 */
export function PlainTable<R>({ caption, columns, rows, rowKey, loading, error, firstIndex = 0 }: PlainTableProps<R>) {
  const message = error ?? (loading && !rows ? '加载中…' : rows?.length === 0 ? MSG.noData : undefined);
  return (
    <div className="plain-table" aria-busy={loading || undefined}>
      <table>
        <caption className="plain-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'plain-table__numeric' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message ? (
            <tr>
              <td colSpan={columns.length} className="plain-table__message" role={error ? 'alert' : undefined}>
                {message}
              </td>
            </tr>
          ) : (
            rows?.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-title={column.title}
                    className={column.numeric ? 'plain-table__numeric' : undefined}
                  >
                    {column.render(row, firstIndex + index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
