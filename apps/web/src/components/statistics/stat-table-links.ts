import type { StatTable } from '@credit/rules';

/**
 * The list page a cell of `table` opens (the row's own page, else the table's), with the row's
 * filter and the series' joined; none when it opens no list or the user's menus do not hold its page.
 */
export function cellLink(table: StatTable, rowIndex: number, seriesIndex: number, pages: Set<string>) {
  const row = table.rows[rowIndex];
  const page = row?.page ?? table.page;
  if (!page || !row || !pages.has(page)) return undefined;
  const search = [row.search, table.series[seriesIndex]?.search].filter(Boolean).join('&');
  return `/${page}${search ? `?${search}` : ''}`;
}
