import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

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
