import {
  CREDIT_APPEAL_WORKFLOW,
  openStates,
  RECORD_OPEN_ITEMS,
  REPAIR_WORKFLOW,
  REVOCATION_WORKFLOW,
  type RecordOpenItem,
} from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditAppeals, creditRecords, creditRequests } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** An appeal is open while its flow says it is in progress (not refused, upheld or rejected). */
const APPEAL_OPEN = openStates(CREDIT_APPEAL_WORKFLOW);
/** A revocation or repair is open while its flow says so (not rejected, completed or closed by the platform). */
const REQUEST_OPEN = [...new Set([...openStates(REVOCATION_WORKFLOW), ...openStates(REPAIR_WORKFLOW)])];

/**
 * The record's id named with its table: a query from credit_record alone writes its columns
 * unqualified, and a bare "id" inside these subqueries would be the appeal's or the request's.
 */
const recordId = sql`${creditRecords}.${sql.identifier(creditRecords.id.name)}`;

/**
 * The kind of the item open about a record (appeal, repair, revoke), null when none: the record
 * lists show it and the submissions refuse a second one by it. Two look-ups by record id per row.
 */
export const openItemKind = sql<RecordOpenItem | null>`coalesce(
  (select 'appeal' from ${creditAppeals} where ${creditAppeals.recordId} = ${recordId}
    and ${creditAppeals.processStatus} in (${sql.join(APPEAL_OPEN, sql`, `)}) limit 1),
  (select ${creditRequests.kind} from ${creditRequests} where ${creditRequests.recordId} = ${recordId}
    and ${creditRequests.processStatus} in (${sql.join(REQUEST_OPEN, sql`, `)}) limit 1))`;

/** The open item as the lists show it beside the record (申诉中), null when none. */
export const openItemLabel = (kind: string | null): string | null =>
  kind ? (RECORD_OPEN_ITEMS[kind as RecordOpenItem]?.label ?? null) : null;

/**
 * Refuses a new appeal or request about a record something is already open about, whatever its
 * kind (409). The caller holds the record's row lock, so two submissions cannot both pass.
 */
export async function refuseSecondOpenItem(tx: Executor, id: number) {
  const [row] = await tx.select({ kind: openItemKind }).from(creditRecords).where(eq(creditRecords.id, id));
  if (row?.kind) throw new AppError(RECORD_OPEN_ITEMS[row.kind].refusal, { statusCode: 409 });
}
