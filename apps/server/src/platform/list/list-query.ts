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

/** Exact up to the cap; above it the planner's estimate, never less than the cap + 1. */
export async function totalCount(list: ListQuery): Promise<number> {
  const [counted] = await cappedCountQuery(list);
  const exact = counted?.n ?? 0;
  if (exact <= EXACT_COUNT_CAP) return exact;
  return Math.max(await estimatedCount(list), EXACT_COUNT_CAP + 1);
}
