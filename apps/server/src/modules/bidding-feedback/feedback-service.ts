import { doneMessage, FEEDBACK_MSG, FEEDBACK_STATES, type BiddingFeedbackForm, type CreditReview } from '@credit/rules';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  annexes,
  biddingFeedbackAnnexes,
  biddingFeedbacks,
  biddingFeedbackTables,
  enterprises,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { lockedItem } from '../../platform/workflow/item-lock.ts';
import { notEditable } from '../../platform/workflow/refusals.ts';
import { attachUploads, linkedFiles } from '../../platform/workflow/item-tables.ts';
import type { AnnexPlan } from '../annex/annex-plan.ts';
import type { Principal } from '../auth/principal.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { invalidDivisionField } from '../general/division-tree.ts';
import { feedbackColumns, type FeedbackRow } from './feedback-columns.ts';
import { feedbackBinding, writeFeedbackHistory } from './feedback-binding.ts';
import { logFeedbackChange } from './feedback-operations.ts';
import { enterpriseInScope, reaches } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';

export const FEEDBACK_ANNEX_CATEGORY = 'biddingFeedback';
const S = FEEDBACK_STATES;
const EDITABLE: number[] = [S.draft, S.returned];
const PLACE_FIELD = { province: 'province', area: 'city', county: 'area' } as const;

export async function findFeedback(db: Executor, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select(feedbackColumns)
    .from(biddingFeedbacks)
    .innerJoin(enterprises, eq(enterprises.id, biddingFeedbacks.enterpriseId))
    .where(eq(biddingFeedbacks.id, id));
  return row;
}

/**
 * A feedback its enterprise's user works on, or 404 / 403, locked until the transaction ends and
 * read again once locked; refused (412) when it changed since the revision the screen showed.
 */
async function ownFeedback(tx: Executor, me: Principal, id: number, revision?: number) {
  const row = await findFeedback(tx, id);
  if (!row) throw new AppError(FEEDBACK_MSG.notFound, { statusCode: 404 });
  if (!reaches(me, OWN_ENTERPRISE, row.enterpriseId)) throw forbidden();
  await lockedItem(tx, feedbackBinding, id, revision);
  return (await findFeedback(tx, id)) ?? row;
}

/**
 * POST / PUT /api/biddingfeedback: the agency's project report, kept as a draft or submitted to
 * 初审 (a returned one is resubmitted). The place is a province, its city and its district.
 */
export async function saveFeedback(
  db: Database,
  me: Principal,
  form: BiddingFeedbackForm,
  plan: AnnexPlan,
  revision?: number,
) {
  const enterpriseId = enterpriseInScope(me, OWN_ENTERPRISE);
  const badPlace = invalidDivisionField({ province: form.province, area: form.city, county: form.area });
  if (badPlace)
    throw new AppError('请选择正确的省/市/区', { fieldErrors: { [PLACE_FIELD[badPlace]]: '请选择正确的省/市/区' } });
  const { id: given, state, agentServiceFee, ...rest } = form;
  const fields = { ...rest, agentServiceFee: agentServiceFee.toFixed(6) };
  return db.transaction(async (tx) => {
    let id = given;
    let removed: string[] = [];
    if (id) {
      const existing = await ownFeedback(tx, me, id, revision);
      if (!EDITABLE.includes(existing.processStatus)) throw notEditable(feedbackBinding, existing.processStatus);
      await tx.update(biddingFeedbacks).set(fields).where(eq(biddingFeedbacks.id, id));
      const current = await linkedFiles(tx, biddingFeedbackTables, id);
      const dropped = current.filter((annex) => !plan.keep.includes(annex.id));
      if (plan.keep.some((kept) => !current.some((annex) => annex.id === kept)))
        throw new AppError('附件不存在或已删除，请重新上传');
      if (dropped.length > 0)
        await tx.delete(annexes).where(
          inArray(
            annexes.id,
            dropped.map((annex) => annex.id),
          ),
        );
      removed = dropped.map((annex) => annex.storageKey);
      await writeFeedbackHistory(tx, id, me, '修改', 'feedback:submit');
      await logFeedbackChange(tx, me, id, { action: '修改', before: existing, after: fields });
    } else {
      if (plan.keep.length > 0) throw new AppError('附件不存在或已删除，请重新上传');
      const [created] = await tx
        .insert(biddingFeedbacks)
        .values({ ...fields, enterpriseId, processStatus: S.draft, createdBy: me.userId })
        .returning({ id: biddingFeedbacks.id });
      if (!created) throw new Error('feedback insert returned nothing');
      id = created.id;
      await writeFeedbackHistory(tx, id, me, '创建', 'feedback:submit');
      await logFeedbackChange(tx, me, id, { action: '新增', after: fields });
    }
    await attachUploads(
      tx,
      me,
      biddingFeedbackTables,
      id,
      { category: FEEDBACK_ANNEX_CATEGORY, enterpriseId },
      plan.add,
    );
    if (state === 1) {
      const [attached] = await tx
        .select({ n: count() })
        .from(biddingFeedbackAnnexes)
        .where(eq(biddingFeedbackAnnexes.feedbackId, id));
      if (!attached?.n) throw new AppError('请上传附件', { fieldErrors: { enterpriseAnnexes: '请上传附件' } });
      const row = await findFeedback(tx, id);
      await fire(tx, feedbackBinding, {
        id,
        action: row?.processStatus === S.returned ? 'resubmit' : 'submit',
        actor: me,
      });
    }
    return { id, removed };
  });
}

/** DELETE /api/biddingfeedback: the agency deletes a draft (never sent to a desk); its history stays with who deleted it. */
export async function deleteFeedback(db: Database, me: Principal, id: number, revision?: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await ownFeedback(tx, me, id, revision);
    if (row.processStatus !== S.draft) throw notEditable(feedbackBinding, row.processStatus, '删除');
    const files = await linkedFiles(tx, biddingFeedbackTables, id);
    await tx.delete(biddingFeedbacks).where(eq(biddingFeedbacks.id, id));
    await writeFeedbackHistory(tx, id, me, '删除', 'feedback:submit');
    await logFeedbackChange(tx, me, id, { action: '删除', before: row });
    if (files.length > 0)
      await tx.delete(annexes).where(
        inArray(
          annexes.id,
          files.map((file) => file.id),
        ),
      );
    return files.map((file) => file.storageKey);
  });
}

/** PUT /api/biddingfeedback/review: 初审 approves it or returns it with a reason. */
export async function reviewFeedback(db: Database, me: Principal, review: CreditReview): Promise<string> {
  const { transition } = await db.transaction((tx) =>
    fire(tx, feedbackBinding, {
      id: review.id,
      action: review.approved ? 'approve' : 'reject',
      actor: me,
      reason: review.reason,
      revision: review.revision,
    }),
  );
  return doneMessage(transition);
}
