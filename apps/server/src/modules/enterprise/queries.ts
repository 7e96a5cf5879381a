import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { containsText } from '../../platform/sql-filters.ts';

export interface EnterpriseFilter {
  enterpriseName?: string;
  socialCreditCode?: string;
  qualificationLevel?: number;
  /** A division code (GB/T 2260): matches the province, the city or the district. */
  area?: string;
}

function whereOf(filter: EnterpriseFilter): SQL | undefined {
  return and(
    filter.enterpriseName ? containsText(enterprises.enterpriseName, filter.enterpriseName) : undefined,
    filter.socialCreditCode ? eq(enterprises.socialCreditCode, filter.socialCreditCode.toUpperCase()) : undefined,
    filter.qualificationLevel ? eq(enterprises.qualificationLevel, filter.qualificationLevel) : undefined,
    filter.area
      ? or(
          eq(enterprises.province, filter.area),
          eq(enterprises.area, filter.area),
          eq(enterprises.county, filter.area),
        )
      : undefined,
  );
}

const listColumns = aliasedColumns({
  id: enterprises.id,
  enterpriseName: enterprises.enterpriseName,
  socialCreditCode: enterprises.socialCreditCode,
  qualificationLevel: enterprises.qualificationLevel,
  enterpriseType: enterprises.enterpriseType,
  county: enterprises.county,
  contactPerson: enterprises.contactPerson,
  contactPhone: enterprises.contactPhone,
});

export type EnterpriseListRow = {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  qualificationLevel: number | null;
  enterpriseType: string;
  county: string;
  contactPerson: string;
  contactPhone: string;
};

function listQuery(db: Database, filter: EnterpriseFilter) {
  return db.select(listColumns).from(enterprises).where(whereOf(filter)).orderBy(enterprises.id);
}

export async function findEnterprisePage(
  db: Database,
  filter: EnterpriseFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: EnterpriseListRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    listQuery(db, filter)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(enterprises).where(whereOf(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The same list as SQL text for a cursor (exports). */
export function enterpriseListSql(db: Database, filter: EnterpriseFilter): { sql: string; params: unknown[] } {
  const { sql, params } = listQuery(db, filter).toSQL();
  return { sql, params };
}

export async function commitLetterSubmitted(db: Database, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ submitted: enterprises.commitLetterSubmitted })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.submitted ?? false;
}
