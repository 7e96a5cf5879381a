import { ASSESSMENT_MSG, type AssessmentKindKey } from '@credit/rules';
import { inArray, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { AppError } from '../../platform/errors.ts';
import { heldByRelease, type RowRelation } from './publishable.ts';

/**
 * Deletes imported rows (spec §5 Delete), all or none: every id must exist, and no release waiting
 * for review or completed may hold one of them. The row is locked first, so a publish racing the
 * delete waits for it.
 */
export async function deleteImportedRows(
  db: Database,
  me: Principal,
  target: { kind: AssessmentKindKey; table: PgTable; id: Column; relation: RowRelation },
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: number; held: boolean }>(
      sql`select ${target.id} as id, ${heldByRelease(target.id, target.relation)} as held from ${target.table}
          where ${inArray(target.id, unique)} for update`,
    );
    if (rows.rows.length < unique.length) throw new AppError(ASSESSMENT_MSG.rowsNotFound);
    if (rows.rows.some((row) => row.held)) throw new AppError(ASSESSMENT_MSG.rowsLocked);
    await tx.delete(target.table).where(inArray(target.id, unique));
    await recordOperation(tx, me, {
      kind: target.kind,
      objectId: unique.length === 1 ? unique[0]! : '',
      label: `${unique.length}条导入数据`,
      action: '删除',
      before: { 数据编号: unique.join('、') },
    });
  });
}
