import { z } from 'zod';

/**
 * One chart's figures as a table (docs/statistics.md): the page draws the chart from it, prints it
 * under the chart for screen readers and exports it as a sheet. A row's cell opens the list behind
 * it: the list page `page` with the row's `search` and the series' `search` joined.
 */
export const statTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** What a row names: 区县, 月份, 信用等级… */
  category: z.string(),
  series: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      /** 家, 条, 件, 个, 天, MB… */
      unit: z.string(),
      /** Added to the row's search when a cell of this series opens the list (e.g. creditType=2). */
      search: z.string().optional(),
    }),
  ),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** One value per series, in order. */
      values: z.array(z.number()),
      /** The list's filter for this row (query string without `?`). */
      search: z.string().optional(),
      /** The row's own list page where rows open different lists (each desk its to-do list); else the table's. */
      page: z.string().optional(),
    }),
  ),
  /** The menu url of the list the figures open; none when they open nothing. */
  page: z.string().optional(),
});
export type StatTable = z.infer<typeof statTableSchema>;
export type StatSeries = StatTable['series'][number];
export type StatRow = StatTable['rows'][number];

/** A table from its rows, e.g. `statTable({ key: 'levels', title: '企业信用等级', category: '等级', series, rows })`. */
export const statTable = (table: StatTable): StatTable => table;
