import { Column, is, Param, SQL, StringChunk, Table } from 'drizzle-orm';
import type { ListSource } from './list-declaration.ts';

/** The tables a fragment of SQL reads: its columns' tables and the tables it names, subqueries included. */
function tablesIn(fragment: SQL, into: Set<unknown>): void {
  for (const chunk of fragment.queryChunks) {
    if (is(chunk, Column)) into.add(chunk.table);
    else if (is(chunk, Table)) into.add(chunk);
    else if (is(chunk, SQL)) tablesIn(chunk, into);
    else if (is(chunk, SQL.Aliased)) tablesIn(chunk.sql, into);
    else if (is(chunk, StringChunk) || is(chunk, Param)) continue;
    // A subquery (a query builder): what its statement reads.
    else if (typeof chunk === 'object' && chunk !== null && 'getSQL' in chunk && typeof chunk.getSQL === 'function')
      tablesIn(chunk.getSQL(), into);
  }
}

/**
 * The list's source with only the joins its filter and order read (and those these joins go
 * through): what the count and the page's ids are read from. Joined by key, the other tables
 * change neither; PostgreSQL drops such a join itself, yet still counts its key column among
 * those the scan must return, so an index without that column could no longer answer alone
 * (the management users' count read 2,001 rows from the heap, 17 ms, instead of the index, 1 ms).
 */
export function filterSource(source: ListSource, reads: readonly (SQL | undefined)[]): ListSource {
  if (!source.joins?.length) return source;
  const read = new Set<unknown>();
  for (const fragment of reads) if (fragment) tablesIn(fragment, read);
  // A kept join's condition reads the joins it goes through: walked from the last, they are kept too.
  for (const join of [...source.joins].reverse()) if (read.has(join.table)) tablesIn(join.on, read);
  const joins = source.joins.filter((join) => read.has(join.table));
  return joins.length === source.joins.length ? source : { ...source, joins };
}
