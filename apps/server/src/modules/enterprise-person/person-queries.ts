import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprisePersons } from '../../db/schema/index.ts';

export type PersonRow = typeof enterprisePersons.$inferSelect;

export async function findPersonRow(
  db: Pick<Database, 'select'>,
  id: number,
  lock = false,
): Promise<PersonRow | undefined> {
  const query = db.select().from(enterprisePersons).where(eq(enterprisePersons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function idCardTaken(
  db: Pick<Database, 'select'>,
  enterpriseId: number,
  idCard: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: enterprisePersons.id })
    .from(enterprisePersons)
    .where(and(eq(enterprisePersons.enterpriseId, enterpriseId), eq(enterprisePersons.idCardHmac, idCard)))
    .limit(1);
  return row !== undefined;
}
