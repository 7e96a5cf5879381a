import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Selects each column under its field name (`"enterprise_name" as "enterpriseName"`), so the
 * same query's SQL text gives the API's row shape when it runs through a raw cursor (exports).
 */
export function aliasedColumns<T extends Record<string, Column>>(
  columns: T,
): { [K in keyof T]: SQL.Aliased<T[K]['_']['data'] | (T[K]['_']['notNull'] extends true ? never : null)> } {
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, sql`${column}`.mapWith(column).as(name)]),
  ) as never;
}
