import type { Database } from '../../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import { isGrouped, type ListDeclaration } from './list-declaration.ts';
import {
  countQuery,
  cappedPageQuery,
  countedPageQuery,
  explainPlan,
  groupedCountQuery,
  groupedFirstPageQuery,
  pageQuery,
  type PlanNode,
} from './list-query.ts';

/** A page far from the first, as a clerk paging through a large list reaches it. */
export const DEEP_PAGE = 500;

/**
 * The statements a list runs: its first and a deep page, the capped count, the first and a deep
 * page numbered with the count (a name search's); a grouped list's first page and its count.
 */
export async function listStatements(
  db: Database,
  list: ListDeclaration,
  input: Record<string, unknown>,
  me: Principal,
): Promise<{ name: string; sql: string; params: unknown[] }[]> {
  const {
    pageIndex: _pageIndex,
    pageSize,
    format: _format,
    ...filter
  } = list.input.parse(input) as {
    pageIndex: number;
    pageSize: number;
    format?: string;
  };
  const where = await list.where(filter, me, db);
  const { source, orderBy } = list;
  if (isGrouped(source)) {
    const grouped = { db, key: '', table: () => source.grouped(filter), where, orderBy };
    return [
      { name: 'grouped page 1', ...groupedFirstPageQuery(grouped, list.columns, pageSize).toSQL() },
      { name: 'grouped count', ...groupedCountQuery(grouped).toSQL() },
    ];
  }
  const query = { db, source, where, orderBy, ids: list.idIndex?.(filter, me) };
  return [
    { name: 'page 1', ...countedPageQuery(query, list.columns, { pageIndex: 1, pageSize }).toSQL() },
    { name: `page ${DEEP_PAGE}`, ...countedPageQuery(query, list.columns, { pageIndex: DEEP_PAGE, pageSize }).toSQL() },
    {
      name: `page ${DEEP_PAGE} of a large list`,
      ...pageQuery(query, list.columns, { pageIndex: DEEP_PAGE, pageSize }).toSQL(),
    },
    { name: 'count', ...countQuery(query).toSQL() },
    { name: 'numbered page 1', ...cappedPageQuery(query, list.columns, { pageIndex: 1, pageSize }).toSQL() },
    {
      name: `numbered page ${DEEP_PAGE}`,
      ...cappedPageQuery(query, list.columns, { pageIndex: DEEP_PAGE, pageSize }).toSQL(),
    },
  ];
}

/** The tables a statement's plan reads by a sequential scan. */
export async function seqScannedTables(db: Database, statement: { sql: string; params: unknown[] }): Promise<string[]> {
  const tables: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) tables.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(await explainPlan(db, statement));
  return tables;
}
