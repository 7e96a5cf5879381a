import { MSG } from '@credit/rules';
import { Checkbox, Pagination, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { EmptyNote } from '../empty-note.tsx';
import { cellContent } from './cell-content.tsx';
import { columnId, isActionColumn, isStatusColumn, rowTitleColumn } from './column-roles.ts';
import { listPagination, type ListBodyProps } from './list-body-props.ts';
import type { ListColumn } from './types.ts';
import './list-cards.css';

/** The declared columns in the parts of a card. */
function cardParts<T>(columns: ListColumn<T>[]) {
  const title = rowTitleColumn(columns);
  return {
    title,
    status: columns.filter(isStatusColumn),
    figures: columns.filter((column) => column !== title && !isStatusColumn(column) && !isActionColumn(column)),
    actions: columns.find(isActionColumn),
  };
}

/**
 * A page of rows as cards, one a row: its title and status at the head, its figures under their
 * titles, its actions at the foot; a check box selects it where the list selects.
 */
export function ListCards<T extends object>(props: ListBodyProps<T>) {
  const { columns, rows, rowKey, loading, selection } = props;
  const parts = cardParts(columns);
  const keyOf = (row: T) => row[rowKey] as Key;
  const selectRows = (keys: Key[]) =>
    selection?.onChange(
      keys,
      rows.filter((row) => keys.includes(keyOf(row))),
    );
  const allSelected = rows.length > 0 && rows.every((row) => selection?.keys.includes(keyOf(row)));

  const card = (row: T, index: number): ReactNode => {
    const key = keyOf(row);
    const cell = (column: ListColumn<T>) => cellContent(column, row, index);
    return (
      <li key={String(key)} className="list-card">
        <div className="list-card__head">
          {selection && (
            <Checkbox
              aria-label="选择"
              checked={selection.keys.includes(key)}
              onChange={(event) =>
                selectRows(
                  event.target.checked
                    ? [...selection.keys, key]
                    : selection.keys.filter((selected) => selected !== key),
                )
              }
            />
          )}
          <span className="list-card__title">{parts.title && cell(parts.title)}</span>
          {parts.status.map((column, place) => (
            <span key={columnId(column, place)} className="list-card__status">
              {cell(column)}
            </span>
          ))}
        </div>
        {parts.figures.length > 0 && (
          <dl className="list-card__figures">
            {parts.figures.map((column, place) => (
              <div key={columnId(column, place)}>
                <dt>{column.title as ReactNode}</dt>
                <dd>{cell(column)}</dd>
              </div>
            ))}
          </dl>
        )}
        {parts.actions && <div className="list-card__actions">{cell(parts.actions)}</div>}
      </li>
    );
  };

  return (
    <Spin spinning={loading}>
      {selection && rows.length > 0 && (
        <Checkbox
          className="list-cards__select-all"
          checked={allSelected}
          indeterminate={!allSelected && selection.keys.length > 0}
          onChange={(event) => selectRows(event.target.checked ? rows.map(keyOf) : [])}
        >
          全选本页
        </Checkbox>
      )}
      {rows.length === 0 ? <EmptyNote text={MSG.noData} /> : <ul className="list-cards">{rows.map(card)}</ul>}
      <Pagination className="list-cards__pager" align="end" size="small" {...listPagination(props)} />
    </Spin>
  );
}
