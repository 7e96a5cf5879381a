import { EXACT_COUNT_CAP } from '@credit/rules';
import { and, count, eq, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { keptFor } from '../kept-for.ts';
import type { IdIndex, ListColumns, ListSource } from './list-declaration.ts';
import { filterSource } from './filter-source.ts';
import { LIST_TOTAL, listStatement, type ListSelect, type ListStatement } from './list-statement.ts';
import { searchesByName } from './name-search.ts';

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

interface ListQuery {
  db: Database;
  source: ListSource;
  where: SQL | undefined;
  orderBy: readonly SQL[];
  /** The narrower table that answers this filter alone, if any: the count and the ids come from it. */
  ids?: IdIndex | undefined;
}

function from<S extends PgSelect>(select: S, source: ListSource): S {
  let query = select;
  for (const join of source.joins ?? []) query = query.leftJoin(join.table, join.on) as unknown as S;
  return query;
}

const selectFrom = (db: Database, fields: SelectedFields, source: ListSource) =>
  from(db.select(fields).from(source.table).$dynamic(), source);

/** Where the list's ids and count are read from: the source without the joins its filter and order do not read. */
const readSource = (list: ListQuery) => filterSource(list.source, [list.where, ...list.orderBy]);

/**
 * The filtered list in its order, selecting `fields` of its id: from the id index that answers the
 * filter alone when there is one (its btree gives the order), else from the source.
 */
function filteredInOrder(list: ListQuery, fields: (id: PgColumn) => SelectedFields) {
  const { ids } = list;
  if (ids)
    return list.db
      .select(fields(ids.id))
      .from(ids.table)
      .where(ids.where)
      .orderBy(...ids.orderBy)
      .$dynamic();
  return selectFrom(list.db, fields(list.source.id), readSource(list))
    .where(list.where)
    .orderBy(...list.orderBy);
}

/** Where a page starts and ends in the list: numbers, or placeholders of a statement prepared once for every page. */
interface PageWindow {
  offset: number | Placeholder;
  limit: number | Placeholder;
  end: number | Placeholder;
}

function windowOf(page: PageRequest): { offset: number; limit: number; end: number } {
  const offset = (page.pageIndex - 1) * page.pageSize;
  return { offset, limit: page.pageSize, end: offset + page.pageSize };
}

const ANY_PAGE: PageWindow = {
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
  end: sql.placeholder('end'),
};

/**
 * One page by its ids: they come first, in order, from the index that gives the order (an
 * index-only scan when it covers the filter), and only those rows are then read whole — so a deep
 * page skips index entries, not rows, and a column computed by a subquery is computed for the
 * page's rows alone. The ids are handed over as an array, which the planner sizes as the page
 * (a join with them it may plan as a scan of the whole table).
 */
function deferredPage(list: ListQuery, columns: ListColumns, page: PageWindow) {
  const ids = filteredInOrder(list, (id) => ({ id }))
    .limit(page.limit)
    .offset(page.offset);
  return selectFrom(list.db, columns, list.source)
    .where(sql`${list.source.id} = any(array${ids})`)
    .orderBy(...list.orderBy);
}

/** The statement that reads one page without counting. */
export const pageQuery = (list: ListQuery, columns: ListColumns, page: PageRequest) =>
  deferredPage(list, columns, windowOf(page));

/**
 * One page with the list's count (`countQuery`), in one statement (one round trip): each read by
 * the index that serves it, the count computed once, for the statement.
 */
const countedPage = (list: ListQuery, columns: ListColumns, page: PageWindow) =>
  deferredPage(
    list,
    { ...columns, [LIST_TOTAL]: sql<number>`${countQuery(list)}`.mapWith(Number).as('list_total') },
    page,
  );

export const countedPageQuery = (list: ListQuery, columns: ListColumns, page: PageRequest) =>
  countedPage(list, columns, windowOf(page));

/**
 * One page and the list's count up to the cap from a single read: the filtered rows' ids, in
 * order and numbered, up to the cap + 1, are read once; the page is the numbered ids it spans,
 * the count is how many were read. A selective filter whose matches the index cannot order (a
 * name search) so costs one scan of its matches, not two.
 */
function numberedPage(list: ListQuery, columns: ListColumns, page: PageWindow) {
  const capped = list.db.$with('capped').as(
    selectFrom(
      list.db,
      {
        cappedId: sql<number>`${list.source.id}`.as('capped_id'),
        position: sql<number>`row_number() over (order by ${sql.join([...list.orderBy], sql`, `)})`.as('position'),
      },
      readSource(list),
    )
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(EXACT_COUNT_CAP + 1),
  );
  return from(
    list.db
      .with(capped)
      .select({
        ...columns,
        [LIST_TOTAL]: sql<number>`(select count(*) from ${capped})`.mapWith(Number).as('list_total'),
      })
      .from(list.source.table)
      .$dynamic(),
    list.source,
  )
    .innerJoin(capped, eq(list.source.id, sql`capped.capped_id`))
    .where(sql`capped.position > ${page.offset} and capped.position <= ${page.end}`)
    .orderBy(sql`capped.position`);
}

export const cappedPageQuery = (list: ListQuery, columns: ListColumns, page: PageRequest) =>
  numberedPage(list, columns, windowOf(page));

/**
 * The filtered rows counted: the sum of the counts the database keeps for an id index that has
 * them (exact at any size), else up to the cap + 1, read in the list's order so the count takes
 * the page's index.
 */
export function countQuery(list: ListQuery) {
  const kept = list.ids?.counted;
  if (kept)
    return list.db
      .select({ n: sql<number>`coalesce(sum(${kept.n}), 0)`.mapWith(Number).as('n') })
      .from(kept.table)
      .where(kept.where);
  const capped = filteredInOrder(list, () => ({ one: sql`1` }))
    .limit(EXACT_COUNT_CAP + 1)
    .as('capped');
  return list.db.select({ n: count().as('n') }).from(capped);
}

/** The whole filtered list in order, for an export through a cursor. */
export function allRowsQuery(list: ListQuery, columns: ListColumns) {
  return selectFrom(list.db, columns, list.source)
    .where(list.where)
    .orderBy(...list.orderBy);
}

/**
 * A grouped list as the page and export read it: its derived table for the request's filter (built
 * only when a statement is, its groups depending on the filter alone) and the filter's key, by
 * which the statements built for it are kept.
 */
export interface GroupedQuery {
  db: Database;
  key: string;
  table: () => Subquery;
  where: SQL | undefined;
  orderBy: readonly SQL[];
}

/** The key of a grouped list's filter: its values and the SQL of its `where`. */
export function groupedKey(filter: object, where: SQL | undefined): string {
  const narrowed = where ? dialect.sqlToQuery(where) : undefined;
  return JSON.stringify([filter, narrowed?.sql, narrowed?.params]);
}

/** Every group of a grouped list in order, for the export. */
export const groupedRowsQuery = (list: GroupedQuery, columns: ListColumns) =>
  list.db
    .select(columns)
    .from(list.table())
    .where(list.where)
    .orderBy(...list.orderBy);

/**
 * One page of a grouped list with the number of its groups (`count(*) over ()`): its derived
 * table is summed once per request, and its rows are groups, so few that they need no cap.
 */
export const groupedPageQuery = (list: GroupedQuery, columns: ListColumns, page: PageWindow) =>
  list.db
    .select({ ...columns, [LIST_TOTAL]: sql<number>`count(*) over ()`.mapWith(Number).as('list_total') })
    .from(list.table())
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(page.limit)
    .offset(page.offset);

export const groupedFirstPageQuery = (list: GroupedQuery, columns: ListColumns, pageSize: number) =>
  groupedPageQuery(list, columns, windowOf({ pageIndex: 1, pageSize }));

/** The groups a grouped list holds, asked only when a page lies past the last one. */
export const groupedCountQuery = (list: GroupedQuery) =>
  list.db.select({ n: count() }).from(list.table()).where(list.where);

/** What a grouped list remembers of one filter: its statements, built once (building and planning them costs more than running them). */
interface GroupedMemory {
  page?: ListStatement<unknown>;
  count?: ListStatement<{ n: number }>;
}
const groupedMemories = perDatabase(() => new WeakMap<ListColumns, Map<string, GroupedMemory>>());

function groupedMemoryOf(list: GroupedQuery, columns: ListColumns): GroupedMemory {
  const lists = groupedMemories.of(list.db);
  let filters = lists.get(columns);
  if (!filters) lists.set(columns, (filters = new Map<string, GroupedMemory>()));
  let memory = filters.get(list.key);
  if (!memory) {
    if (filters.size >= MAX_FILTERS) filters.clear();
    filters.set(list.key, (memory = {}));
  }
  return memory;
}

/** A page of a grouped list and its exact total, by statements built and prepared once per filter (listStatement). */
export async function groupedPage<Row>(
  list: GroupedQuery,
  columns: ListColumns,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const memory = groupedMemoryOf(list, columns);
  memory.page ??= listStatement(list.db.$client, groupedPageQuery(list, columns, ANY_PAGE));
  const { rows, total } = await memory.page.execute(windowOf(page));
  if (total !== undefined) return { rows: rows as Row[], total };
  memory.count ??= listStatement<{ n: number }>(list.db.$client, groupedCountQuery(list));
  return { rows: rows as Row[], total: (await memory.count.execute()).rows[0]?.n ?? 0 };
}

/** Filters kept per kept grouped list and database: a few periods and names at a time. */
const KEPT_FILTERS = 16;

/**
 * The reader of a kept grouped list's groups (GroupedSource.keptMs): a filter's groups in order,
 * summed once for all its readers and again at most every `freshMs` (keptFor), by the filter's key.
 */
export function keptGroupsReader(freshMs: number) {
  const read = keptFor(
    freshMs,
    (_db: Database, groups: { list: GroupedQuery; columns: ListColumns }) =>
      groupedRowsQuery(groups.list, groups.columns).execute(),
    { keyOf: (groups) => groups.list.key, maxKeys: KEPT_FILTERS },
  );
  return <Row>(list: GroupedQuery, columns: ListColumns) => read(list.db, { list, columns }) as Promise<Row[]>;
}

/** A page of kept groups and their number. */
export async function keptGroupPage<Row>(groups: Promise<Row[]>, page: PageRequest) {
  const rows = await groups;
  const { offset, end } = windowOf(page);
  return { rows: rows.slice(offset, end), total: rows.length };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The planner's plan of a statement, without running it. */
export async function explainPlan(db: Database, statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const { rows } = await db.$client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const plan = rows[0]?.['QUERY PLAN'][0].Plan;
  if (!plan) throw new Error('EXPLAIN gave no plan');
  return plan;
}

/** What the planner expects the filtered list to hold, without reading it. */
async function estimatedCount(list: ListQuery): Promise<number> {
  const statement = filteredInOrder(list, () => ({ one: sql`1` })).toSQL();
  return Math.round((await explainPlan(list.db, statement))['Plan Rows']);
}

/** What a list remembers of one filter: its total above the cap, when it was estimated, and its statements. */
interface FilterMemory {
  estimate?: { at: number; total: number };
  recounting?: boolean;
  /** A count of the filter in flight while it has no usable total: the requests that arrive meanwhile wait for it. */
  counting?: Promise<void>;
  deferred?: ListStatement<unknown>;
  numbered?: ListStatement<unknown>;
  counted?: ListStatement<unknown>;
  count?: ListStatement<{ n: number }>;
}

const MAX_FILTERS = 1_000;
/** By database (statements are bound to its pool), then by list (its columns), then by filter. */
const memories = perDatabase(() => new WeakMap<ListColumns, Map<string, FilterMemory>>());
const dialect = new PgDialect();

/** The memory of a list's filter, by the filter's SQL and values: building a page's statement costs more than running it. */
function memoryOf(list: ListQuery, columns: ListColumns): FilterMemory {
  const lists = memories.of(list.db);
  let filters = lists.get(columns);
  if (!filters) lists.set(columns, (filters = new Map<string, FilterMemory>()));
  const filter = list.ids ? and(list.where, list.ids.where) : list.where;
  const where = filter ? dialect.sqlToQuery(filter) : { sql: '', params: [] };
  const key = `${where.sql}\u0000${JSON.stringify(where.params)}`;
  let memory = filters.get(key);
  if (!memory) {
    if (filters.size >= MAX_FILTERS) filters.clear();
    filters.set(key, (memory = {}));
  }
  return memory;
}

/** A page statement of the list's filter, built once (building costs more than running a small one). */
const prepare = <Row>(list: ListQuery, query: object): ListStatement<Row> =>
  listStatement<Row>(list.db.$client, query as ListSelect);

/** One page of the list, without counting. */
async function pageRows<Row>(memory: FilterMemory, list: ListQuery, columns: ListColumns, page: PageRequest) {
  const statement = (memory.deferred ??= prepare(list, deferredPage(list, columns, ANY_PAGE)));
  return (await statement.execute(windowOf(page))).rows as Row[];
}

/** The filtered rows counted (`countQuery`). */
async function countOf(memory: FilterMemory, list: ListQuery): Promise<number> {
  const statement = (memory.count ??= prepare(list, countQuery(list)));
  return (await statement.execute()).rows[0]?.n ?? 0;
}

/**
 * Totals above the cap, as the planner estimated them, per filter: a large list paged again needs
 * neither the capped count nor the estimate, only its page. An estimate older than a few seconds
 * is still shown while one request re-counts it in the background (never every request at once,
 * which would stall them all together); one older than a minute is not shown. A total at or under
 * the cap is always counted afresh, so a small list shows a new row at once.
 */
const ESTIMATE_FRESH_MS = 10_000;
const ESTIMATE_USABLE_MS = 60_000;

async function rememberEstimate(memory: FilterMemory, list: ListQuery): Promise<number> {
  const total = Math.max(await estimatedCount(list), EXACT_COUNT_CAP + 1);
  memory.estimate = { at: Date.now(), total };
  return total;
}

/** Counts a large list again up to the cap: still above it, a new estimate; at or under it, exact counting from the next request. */
async function recount(memory: FilterMemory, list: ListQuery): Promise<void> {
  const counted = await countOf(memory, list);
  if (counted > EXACT_COUNT_CAP) await rememberEstimate(memory, list);
  else delete memory.estimate;
}

function knownLargeTotal(memory: FilterMemory, list: ListQuery): number | undefined {
  const known = memory.estimate;
  const age = known ? Date.now() - known.at : Infinity;
  if (!known || age >= ESTIMATE_USABLE_MS) return undefined;
  if (age >= ESTIMATE_FRESH_MS && !memory.recounting) {
    memory.recounting = true;
    recount(memory, list)
      .catch(() => delete memory.estimate)
      .finally(() => (memory.recounting = false));
  }
  return known.total;
}

/**
 * A page with the list's total, by a statement that reads the total with the page (`kind`): exact
 * up to the cap, the planner's estimate above it.
 */
async function countedListPage<Row>(
  memory: FilterMemory,
  kind: 'numbered' | 'counted',
  build: () => object,
  list: ListQuery,
  columns: ListColumns,
  page: PageRequest,
) {
  const statement = (memory[kind] ??= prepare(list, build()));
  const counted = await statement.execute(windowOf(page));
  const rows = counted.rows as Row[];
  const total = counted.total ?? (await countOf(memory, list));
  if (total <= EXACT_COUNT_CAP || list.ids?.counted) return { rows, total };
  const estimate = await rememberEstimate(memory, list);
  // A numbered page reaching past the rows read up to the cap is read on its own.
  if (kind === 'numbered' && rows.length < page.pageSize)
    return { rows: await pageRows<Row>(memory, list, columns, page), total: estimate };
  return { rows, total: estimate };
}

/**
 * A page of the list and its total: exact up to the cap; above it the planner's estimate, never
 * less than the cap + 1. The page and the capped count are read in one statement, each by the
 * index that serves it — cheaper than numbering every match, except for a name search, whose
 * matches the index gives in no list order: those are read once, numbered (`numberedPage`).
 */
export async function listPage<Row>(
  list: ListQuery,
  columns: ListColumns,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const memory = memoryOf(list, columns);
  // Many asking at once for a large filter without a usable total (a common word searched after a
  // start or a quiet minute): one request counts it, the others wait for its total, then read only
  // their page. A filter at or under the cap is counted by each request, as before.
  if (memory.counting && knownLargeTotal(memory, list) === undefined) await memory.counting;
  const large = knownLargeTotal(memory, list);
  if (large !== undefined) return { rows: await pageRows<Row>(memory, list, columns, page), total: large };
  const counted =
    !list.ids && searchesByName(list.where)
      ? countedListPage<Row>(memory, 'numbered', () => numberedPage(list, columns, ANY_PAGE), list, columns, page)
      : countedListPage<Row>(memory, 'counted', () => countedPage(list, columns, ANY_PAGE), list, columns, page);
  const done = () => void delete memory.counting;
  memory.counting ??= counted.then(done, done);
  return counted;
}
