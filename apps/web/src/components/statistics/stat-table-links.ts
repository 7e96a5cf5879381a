import type { StatTable } from '@credit/rules';

/**
 * The list page a cell of `table` opens, with the row's filter and the series' joined; none when
 * the table opens no list or the user's menus do not hold its page.
 */
export function cellLink(table: StatTable, rowIndex: number, seriesIndex: number, pages: Set<string>) {
  const row = table.rows[rowIndex];
  if (!table.page || !row || !pages.has(table.page)) return undefined;
  const search = [row.search, table.series[seriesIndex]?.search].filter(Boolean).join('&');
  return `/${table.page}${search ? `?${search}` : ''}`;
}
