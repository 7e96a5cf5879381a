import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import type { EnterpriseRow } from './enterprise-edit-shape.ts';

type Reader = Pick<Database, 'select'>;

export async function findEnterpriseRow(db: Reader, id: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
  return row;
}

/** When the enterprise came onto the platform (its registration), as `YYYY-MM-DD HH:mm:ss`. */
export async function enterpriseCreateTime(db: Reader, id: number): Promise<string> {
  const [row] = await db
    .select({ createTime: dateTimeText(enterprises.createdAt) })
    .from(enterprises)
    .where(eq(enterprises.id, id));
  return row?.createTime ?? '';
}

/** The row, locked until the transaction ends, so two edits of one enterprise do not interleave. */
export async function lockEnterpriseRow(db: Reader, id: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id)).for('update');
  return row;
}

/** Whether an enterprise other than `exceptId` already has the name. */
export async function enterpriseNameTaken(db: Reader, enterpriseName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.enterpriseName, enterpriseName.trim()),
        exceptId === undefined ? undefined : ne(enterprises.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
