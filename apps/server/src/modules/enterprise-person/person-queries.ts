import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprisePersons, enterprises } from '../../db/schema/index.ts';
import { containsText } from '../../platform/sql-filters.ts';

export type PersonRow = typeof enterprisePersons.$inferSelect;

export interface PersonFilter {
  /** One enterprise's staff; management may list across enterprises by name. */
  enterpriseId?: number;
  enterpriseName?: string;
  name?: string;
  enabled?: boolean;
}

function whereOf(filter: PersonFilter): SQL | undefined {
  return and(
    filter.enterpriseId === undefined ? undefined : eq(enterprisePersons.enterpriseId, filter.enterpriseId),
    filter.enterpriseName ? containsText(enterprises.enterpriseName, filter.enterpriseName) : undefined,
    filter.name ? containsText(enterprisePersons.name, filter.name) : undefined,
    filter.enabled === undefined ? undefined : eq(enterprisePersons.enabled, filter.enabled),
  );
}

export async function findPersonRow(
  db: Pick<Database, 'select'>,
  id: number,
  lock = false,
): Promise<PersonRow | undefined> {
  const query = db.select().from(enterprisePersons).where(eq(enterprisePersons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** In-service staff first, the newest first within each. */
export async function findPersonPage(
  db: Database,
  filter: PersonFilter,
  page: { pageIndex: number; pageSize: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        person: enterprisePersons,
        enterpriseName: enterprises.enterpriseName,
      })
      .from(enterprisePersons)
      .innerJoin(enterprises, eq(enterprises.id, enterprisePersons.enterpriseId))
      .where(where)
      .orderBy(desc(enterprisePersons.enabled), desc(enterprisePersons.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(enterprisePersons)
      .innerJoin(enterprises, eq(enterprises.id, enterprisePersons.enterpriseId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function idCardTaken(
  db: Pick<Database, 'select'>,
  enterpriseId: number,
  idCard: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: enterprisePersons.id })
    .from(enterprisePersons)
    .where(and(eq(enterprisePersons.enterpriseId, enterpriseId), eq(enterprisePersons.idCard, idCard)))
    .limit(1);
  return row !== undefined;
}
