import type { ListFields, ListSpec } from '@credit/rules';
import type { SQL, Subquery } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import type { Permission } from '../auth/permissions.ts';

export type ListColumns = Record<string, SQL.Aliased>;

/** The row the columns select (names are the aliases). */
export type RowOf<C extends ListColumns> = { [K in keyof C]: C[K] extends SQL.Aliased<infer T> ? T : never };

/** The request's filter, without its paging and export format. */
export type FilterOf<I extends z.ZodType> = Omit<z.output<I>, 'pageIndex' | 'pageSize' | 'format'>;

/**
 * Where the rows come from: a table with a unique `id`, and tables it refers to by their key (one
 * row each). These are left joins so PostgreSQL drops them from the count and the page's ids
 * when no filter reads them.
 */
export interface ListSource {
  table: PgTable;
  id: PgColumn;
  joins?: readonly { table: PgTable; on: SQL }[];
}

/**
 * Where a report's rows come from: one row per group (a county), computed for the filter as a
 * derived table, so a filter may reach inside the sums (a period) and not only select rows
 * (docs/lists.md, grouped lists). Every build carries the same alias: the declaration's columns
 * and order, written against one build, read each of them.
 */
export interface GroupedSource<F> {
  /** The groups of a filter: they depend on it alone (a caller's scope goes in the list's `where`). */
  grouped: (filter: F) => Subquery;
  /**
   * For groups whose sums take seconds at a province's size (a row per enterprise): each filter's
   * groups are summed at most once per this many milliseconds and kept, in order, ahead of their
   * readers (keptFor), and every page and the export of that filter are read from them.
   */
  keptMs?: number;
}

/**
 * A narrower table that alone holds a filter's matches, read in the list's order from its index
 * (a name's pairs, for a two-character search: docs/lists.md, "Name search"): for such a filter the
 * count and the page's ids come from it, and only the page's rows from the list's source. When the
 * database also keeps how many entries match (`counted`: counts by key, summed), the total is read
 * from there, exact at any size, instead of counting the entries up to the cap.
 */
export interface IdIndex {
  table: PgTable;
  /** The list's id, as this table holds it. */
  id: PgColumn;
  where: SQL | undefined;
  /** The list's order, in this table's columns. */
  orderBy: readonly SQL[];
  counted?: { table: PgTable; n: PgColumn; where: SQL | undefined };
}

export const isGrouped = <F>(source: ListSource | GroupedSource<F>): source is GroupedSource<F> => 'grouped' in source;

/**
 * One list, declared once (docs/lists.md): its spec (request, fields, filters: shared with the
 * screen), query, presenter and export. From it come the paged route (and its `format=xlsx` export
 * on the same URL, whose columns are the spec's fields) and the EXPLAIN check.
 */
export interface ListDeclaration<
  I extends z.ZodObject = z.ZodObject,
  C extends ListColumns = ListColumns,
  Shown extends object = object,
> {
  method: 'GET' | 'POST';
  url: string;
  permission: Permission;
  tags: string[];
  summary: string;
  /** The list's request (filter and paging: the querystring of a GET, the body of a POST) and fields. */
  spec: ListSpec<I>;
  /** The spec's request. */
  input: I;
  /**
   * The answer's shape: the envelope's `extraData.pageData` (default), or the legacy lookup shape
   * `Data.PageData` the specification shows for a few calls (docs/api-conventions.md).
   */
  shape?: 'envelope' | 'legacy';
  /** The row of the answer's pageData, when the list documents (and strips to) one. */
  row?: z.ZodType;
  source: ListSource | GroupedSource<FilterOf<I>>;
  columns: C;
  /**
   * The filter as SQL; scoping by the caller (an enterprise user's own enterprise) belongs here
   * too, and may read the database first (the enterprise of a person) or refuse the request.
   */
  where: (filter: FilterOf<I>, me: Principal, db: Database) => SQL | undefined | Promise<SQL | undefined>;
  /** For a filter one of the list's narrower tables answers alone, where its ids are read from. */
  idIndex?: (filter: FilterOf<I>, me: Principal) => IdIndex | undefined;
  /** The list's order; it must end with a unique column so pages never overlap. */
  orderBy: readonly SQL[];
  /**
   * How a row shows; may read what the labels need first, or what the rows it presents need
   * together (a page, or a batch of an export): the names a public page's texts carry.
   */
  presenter: (context: {
    db: Database;
    me: Principal;
    rows: readonly RowOf<C>[];
  }) => ((row: RowOf<C>) => Shown) | Promise<(row: RowOf<C>) => Shown>;
  /** The export's file title; its columns are the spec's fields. */
  export?: { title: string };
  /**
   * Where it is read: the primary (default), or the read replica for a list that tolerates its
   * lag, as the public portal's do (docs/read-replica.md).
   */
  reads?: 'primary' | 'replica';
  /**
   * A value for every filter, as a client sends it: the EXPLAIN check runs the list with none,
   * each alone and all together on generated data.
   */
  examples: Record<keyof FilterOf<I>, unknown>;
}

/**
 * A spec whose fields are all keys of the row: the documented row, or the presented one when its
 * type is known. A field the row lacks does not compile.
 */
type FieldsOfRow<F extends ListFields, R, Shown> = [
  Exclude<keyof F, keyof (R extends z.ZodType ? z.output<R> : unknown) | (object extends Shown ? never : keyof Shown)>,
] extends [never]
  ? unknown
  : { fieldsNotInRow: Exclude<keyof F, keyof (R extends z.ZodType ? z.output<R> : unknown) | keyof Shown> };

/** Declares a list; the types of its row and filter follow from its columns and its spec's input. */
export function defineList<
  I extends z.ZodObject,
  F extends ListFields,
  C extends ListColumns,
  Shown extends object,
  R extends z.ZodType | undefined = undefined,
>(
  declaration: Omit<ListDeclaration<I, C, Shown>, 'input' | 'spec' | 'row'> & {
    spec: ListSpec<I, F>;
    row?: R;
  } & FieldsOfRow<F, R, Shown>,
): ListDeclaration<I, C, Shown> {
  return { ...declaration, input: declaration.spec.input };
}
