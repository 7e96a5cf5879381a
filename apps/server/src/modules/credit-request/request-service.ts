import {
  CREDIT_RECORD_STATES,
  REQUEST_MSG,
  REQUEST_STATES,
  todayInShanghai,
  type CreditReview,
  type RecordRequestForm,
  type RecordRequestKind,
  doneMessage,
} from '@credit/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { behaviorLevels, creditRecords, creditRequests, creditRequestTables } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { attachUploads } from '../../platform/workflow/item-tables.ts';
import type { AnnexPlan } from '../annex/annex-plan.ts';
import type { AnnexType } from '../annex/annex-type-queries.ts';
import type { Principal } from '../auth/principal.ts';
import { inForce } from '../credit-record/in-force.ts';
import { refuseSecondOpenItem } from '../credit-record/open-item.ts';
import { writeRequestHistory } from '../credit-record/record-requests.ts';
import { workingDeadline } from '../holiday/working-calendar.ts';
import { requestBinding } from './request-binding.ts';
import { findRequest } from './request-queries.ts';

/** Months of publicity before a bad record without a catalogue level may be repaired (the general rule). */
const DEFAULT_REPAIR_MONTHS = 3;

/** The record the enterprise may make this request about, checked and locked. */
async function requestableRecord(tx: Executor, me: Principal, kind: RecordRequestKind, recordId: number) {
  const notAllowed = kind.key === 'revoke' ? REQUEST_MSG.revokeNotAllowed : REQUEST_MSG.repairNotAllowed;
  const [record] = await tx
    .select({
      id: creditRecords.id,
      origin: creditRecords.origin,
      repairableOn: sql<string>`to_char(((${creditRecords.completedAt} at time zone 'Asia/Shanghai')::date
        + make_interval(months => coalesce(${behaviorLevels.minRepairMonths}, ${DEFAULT_REPAIR_MONTHS})))::date, 'YYYY-MM-DD')`,
      repairMonths: sql<number>`coalesce(${behaviorLevels.minRepairMonths}, ${DEFAULT_REPAIR_MONTHS})`,
    })
    .from(creditRecords)
    .leftJoin(behaviorLevels, eq(behaviorLevels.id, creditRecords.behaviorLevelId))
    .where(
      and(
        eq(creditRecords.id, recordId),
        eq(creditRecords.enterpriseId, me.enterpriseId ?? 0),
        eq(creditRecords.creditType, kind.creditType),
        eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed),
        inForce(),
      ),
    )
    .for('update', { of: creditRecords });
  if (!record || me.kind !== 'enterprise' || (kind.key === 'revoke' && record.origin !== 'enterprise'))
    throw new AppError(notAllowed, { fieldErrors: { recordId: notAllowed } });
  if (kind.key === 'repair' && record.repairableOn > todayInShanghai())
    throw new AppError(`该记录公示未满${record.repairMonths}个月，${record.repairableOn}起可申请信用修复`, {
      fieldErrors: { recordId: '公示期未满' },
    });
  await refuseSecondOpenItem(tx, recordId);
}

/** Every required attachment type has a file (the repair's commitment letter and proof of rectification). */
function checkRequiredAnnexes(plan: AnnexPlan, types: readonly AnnexType[]) {
  const missing = types.find((type) => type.required && !plan.add.some((annex) => annex.fileType === type.name));
  if (missing)
    throw new AppError(`请上传${missing.name}`, { fieldErrors: { enterpriseAnnexes: `请上传${missing.name}` } });
}

/** POST /api/creditrequest/{kind}: the enterprise's revocation or repair of one record, sent to its first desk. */
export async function submitRequest(
  db: Database,
  me: Principal,
  kind: RecordRequestKind,
  form: RecordRequestForm,
  plan: AnnexPlan,
  types: readonly AnnexType[],
): Promise<number> {
  if (plan.keep.length > 0) throw new AppError('附件不存在或已删除，请重新上传');
  checkRequiredAnnexes(plan, types);
  return db.transaction(async (tx) => {
    await requestableRecord(tx, me, kind, form.recordId);
    const dueOn = kind.reviewWorkingDays ? await workingDeadline(tx, kind.reviewWorkingDays) : null;
    const [request] = await tx
      .insert(creditRequests)
      .values({ kind: kind.key, ...form, processStatus: REQUEST_STATES.draft, createdBy: me.userId, dueOn })
      .returning({ id: creditRequests.id });
    if (!request) throw new Error('request insert returned nothing');
    await attachUploads(
      tx,
      me,
      creditRequestTables,
      request.id,
      { category: kind.annexCategory, enterpriseId: me.enterpriseId },
      plan.add,
    );
    await writeRequestHistory(tx, request.id, me, '创建', kind.submitPermission);
    const row = await findRequest(tx, request.id);
    await fire(tx, requestBinding(kind), {
      id: request.id,
      action: 'submit',
      actor: me,
      facts: { scoreValue: Number(row?.scoreValue ?? 0) },
    });
    return request.id;
  });
}

/** PUT /api/creditrequest/review: the desk the request waits at passes it on, approves it or rejects it with a reason. */
export async function reviewRequest(db: Database, me: Principal, kind: RecordRequestKind, review: CreditReview) {
  const { transition } = await db.transaction(async (tx) => {
    const row = await findRequest(tx, review.id);
    if (!row || row.kind !== kind.key) throw new AppError(REQUEST_MSG.notFound, { statusCode: 404 });
    return fire(tx, requestBinding(kind), {
      id: review.id,
      action: review.approved ? 'approve' : 'reject',
      actor: me,
      facts: { scoreValue: Number(row.scoreValue) },
      reason: review.reason,
      revision: review.revision,
    });
  });
  return doneMessage(transition);
}
