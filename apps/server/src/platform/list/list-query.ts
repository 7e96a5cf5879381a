import { EXACT_COUNT_CAP } from '@credit/rules';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { ListColumns, ListSource } from './list-declaration.ts';

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

interface ListQuery {
  db: Database;
  source: ListSource;
  where: SQL | undefined;
  orderBy: readonly SQL[];
}

function from<S extends PgSelect>(select: S, source: ListSource): S {
  let query = select;
  for (const join of source.joins ?? []) query = query.leftJoin(join.table, join.on) as unknown as S;
  return query;
}

const selectFrom = (db: Database, fields: SelectedFields, source: ListSource) =>
  from(db.select(fields).from(source.table).$dynamic(), source);

/**
 * One page by a deferred join: the page's ids come from the index that gives the order (an
 * index-only scan when it covers the filter), and only those rows are then read whole — so a deep
 * page skips index entries, not rows.
 */
export function pageQuery(list: ListQuery, columns: ListColumns, page: PageRequest) {
  const ids = selectFrom(list.db, { id: list.source.id }, list.source)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
    .as('page_ids');
  return selectFrom(list.db, columns, list.source)
    .innerJoin(ids, eq(list.source.id, ids.id))
    .orderBy(...list.orderBy);
}

/**
 * One page and the list's count up to the cap from a single read: the filtered rows' ids, in
 * order and numbered, up to the cap + 1, are read once; the page is the numbered ids it spans,
 * the count is how many were read. A selective filter whose matches the index cannot order (a
 * name search) so costs one scan of its matches, not two.
 */
export function cappedPageQuery(list: ListQuery, columns: ListColumns, page: PageRequest) {
  const capped = list.db.$with('capped').as(
    selectFrom(
      list.db,
      {
        cappedId: sql<number>`${list.source.id}`.as('capped_id'),
        position: sql<number>`row_number() over (order by ${sql.join([...list.orderBy], sql`, `)})`.as('position'),
      },
      list.source,
    )
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(EXACT_COUNT_CAP + 1),
  );
  const skipped = (page.pageIndex - 1) * page.pageSize;
  return from(
    list.db
      .with(capped)
      .select({ ...columns, listTotal: sql<number>`(select count(*) from ${capped})`.mapWith(Number).as('list_total') })
      .from(list.source.table)
      .$dynamic(),
    list.source,
  )
    .innerJoin(capped, eq(list.source.id, sql`capped.capped_id`))
    .where(sql`capped.position > ${skipped} and capped.position <= ${skipped + page.pageSize}`)
    .orderBy(sql`capped.position`);
}

/** The rows counted up to the cap, read in the list's order so the count takes the page's index. */
export function cappedCountQuery(list: ListQuery) {
  const capped = selectFrom(list.db, { one: sql`1` }, list.source)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(EXACT_COUNT_CAP + 1)
    .as('capped');
  return list.db.select({ n: count() }).from(capped);
}

/** The whole filtered list in order, for an export through a cursor. */
export function allRowsQuery(list: ListQuery, columns: ListColumns) {
  return selectFrom(list.db, columns, list.source)
    .where(list.where)
    .orderBy(...list.orderBy);
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
  const statement = selectFrom(list.db, { one: sql`1` }, list.source)
    .where(list.where)
    .toSQL();
  return Math.round((await explainPlan(list.db, statement))['Plan Rows']);
}

/**
 * Totals above the cap, as the planner estimated them, a few seconds per filter: a large list
 * paged again needs neither the capped count nor the estimate, only its page. A total at or
 * under the cap is always counted afresh, so a small list shows a new row at once.
 */
const ESTIMATE_TTL_MS = 10_000;
const MAX_ESTIMATES = 1_000;
const estimates = new Map<string, { at: number; total: number }>();

function filterKey(list: ListQuery): string {
  const { sql: text, params } = selectFrom(list.db, { one: sql`1` }, list.source)
    .where(list.where)
    .toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

function knownLargeTotal(key: string): number | undefined {
  const known = estimates.get(key);
  return known && Date.now() - known.at < ESTIMATE_TTL_MS ? known.total : undefined;
}

async function rememberEstimate(key: string, list: ListQuery): Promise<number> {
  const total = Math.max(await estimatedCount(list), EXACT_COUNT_CAP + 1);
  if (estimates.size >= MAX_ESTIMATES) estimates.clear();
  estimates.set(key, { at: Date.now(), total });
  return total;
}

/** A page of the list and its total: exact up to the cap; above it the planner's estimate, never less than the cap + 1. */
export async function listPage<Row>(
  list: ListQuery,
  columns: ListColumns,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const key = filterKey(list);
  const large = knownLargeTotal(key);
  if (large !== undefined) return { rows: (await pageQuery(list, columns, page)) as Row[], total: large };
  const numbered = (await cappedPageQuery(list, columns, page)) as (Row & { listTotal: number })[];
  const rows = numbered.map(({ listTotal: _listTotal, ...row }) => row as Row);
  const counted = numbered[0]?.listTotal ?? (await cappedCountQuery(list))[0]?.n ?? 0;
  if (counted <= EXACT_COUNT_CAP) return { rows, total: counted };
  const total = await rememberEstimate(key, list);
  // A page reaching past the rows read up to the cap is read on its own.
  if (rows.length < page.pageSize) return { rows: (await pageQuery(list, columns, page)) as Row[], total };
  return { rows, total };
}
