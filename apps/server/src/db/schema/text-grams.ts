import { sql, type SQL } from 'drizzle-orm';
import { index, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The 1- and 2-character pieces of the lowercased text of `sources` (columns of the same table),
 * kept by PostgreSQL (`text_grams`, migration 0005) so a GIN index finds names containing a
 * two-character Chinese term, which a trigram index cannot (platform/list/name-search.ts).
 */
export const textGrams = (name: string, ...sources: string[]) =>
  text(name)
    .array()
    .notNull()
    .generatedAlwaysAs(sql.raw(sources.map((source) => `text_grams(${source})`).join(' || ')));

/** The pieces of a name, as `textGrams` keeps them, computed where an expression index needs them. */
export const gramsOf = (name: AnyPgColumn | SQL) => sql`text_grams(${name})`;

/**
 * A name index on the rows of an import table whose enterprise the platform does not know
 * (enterprise id null): the other rows are found by name through the enterprise table's own index,
 * so an import does not keep a GIN entry for each piece of every registered name it stores
 * (docs/lists.md, "Name search").
 */
export const unregisteredNameIndex = (name: string, enterpriseName: AnyPgColumn, enterpriseId: AnyPgColumn) =>
  index(name)
    .using('gin', gramsOf(enterpriseName))
    .where(sql`${enterpriseId} is null`);
