import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { creditRecords } from '../../db/schema/index.ts';

/**
 * Locks the record an appeal or request is about, before the item itself: every flow that touches
 * a record (a submission, a decision that ends it, the department's revocation) takes the record's
 * lock first, so two of them never wait on each other in opposite orders.
 */
export const lockRecordOf =
  (items: PgTable & { id: PgColumn; recordId: PgColumn }) =>
  async (tx: Executor, itemId: number): Promise<void> => {
    await tx.execute(
      sql`select 1 from ${creditRecords} where ${creditRecords.id} =
        (select ${items.recordId} from ${items} where ${eq(items.id, itemId)}) for update`,
    );
  };
