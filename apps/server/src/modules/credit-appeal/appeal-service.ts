import {
  APPEAL_MSG,
  APPEAL_STATES,
  APPEAL_WINDOW_WORKING_DAYS,
  CREDIT_RECORD_STATES,
  todayInShanghai,
  type CreditAppealForm,
  type CreditReview,
  doneMessage,
} from '@credit/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { creditAppeals, creditAppealTables, creditRecords } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AnnexPlan } from '../annex/annex-plan.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { attachUploads } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { inForce } from '../credit-record/in-force.ts';
import { refuseSecondOpenItem } from '../credit-record/open-item.ts';
import { workingDeadline } from '../holiday/working-calendar.ts';
import { appealBinding, writeAppealHistory } from './appeal-binding.ts';
import { appealFacts } from './appeal-columns.ts';
import { findAppeal } from './appeal-queries.ts';

export const APPEAL_ANNEX_CATEGORY = 'creditAppeal';

/** The record an enterprise may appeal: its own bad record, published and in force, within the window; locked. */
async function appealableRecord(tx: Executor, me: Principal, recordId: number) {
  const [record] = await tx
    .select({
      id: creditRecords.id,
      completedOn: sql<string>`to_char(${creditRecords.completedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
    })
    .from(creditRecords)
    .where(
      and(
        eq(creditRecords.id, recordId),
        eq(creditRecords.enterpriseId, me.enterpriseId ?? 0),
        eq(creditRecords.creditType, 2),
        eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed),
        inForce(),
      ),
    )
    // Held until the appeal is written, as a repair or revocation holds it: two items about one record cannot both pass the check below.
    .for('update');
  if (!record || me.kind !== 'enterprise')
    throw new AppError(APPEAL_MSG.recordNotAppealable, { fieldErrors: { recordId: APPEAL_MSG.recordNotAppealable } });
  const deadline = await workingDeadline(tx, APPEAL_WINDOW_WORKING_DAYS, record.completedOn);
  if (todayInShanghai() > deadline)
    throw new AppError(`${APPEAL_MSG.windowClosed}（发布后${APPEAL_WINDOW_WORKING_DAYS}个工作日内，截止${deadline}）`);
  await refuseSecondOpenItem(tx, recordId);
}

/** POST /api/creditappeal: the enterprise appeals one of its bad records; the appeal goes to its first desk by type. */
export async function submitAppeal(
  db: Database,
  me: Principal,
  form: CreditAppealForm,
  plan: AnnexPlan,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${creditRecords} where ${creditRecords.id} = ${form.recordId} for update`);
    await appealableRecord(tx, me, form.recordId);
    const [appeal] = await tx
      .insert(creditAppeals)
      .values({ ...form, processStatus: APPEAL_STATES.draft, createdBy: me.userId })
      .returning({ id: creditAppeals.id });
    if (!appeal) throw new Error('appeal insert returned nothing');
    await attachUploads(
      tx,
      me,
      creditAppealTables,
      appeal.id,
      { category: APPEAL_ANNEX_CATEGORY, enterpriseId: me.enterpriseId },
      plan.add,
    );
    const row = await findAppeal(tx, appeal.id);
    if (!row) throw new Error('saved appeal vanished');
    await writeAppealHistory(tx, appeal.id, me, '创建', 'appeal:submit');
    await fire(tx, appealBinding, { id: appeal.id, action: 'submit', actor: me, facts: appealFacts(row) });
    return appeal.id;
  });
}

/** PUT /api/creditappeal/review: the desk the appeal waits at passes it on, upholds it, or rejects it with a reason. */
export async function reviewAppeal(db: Database, me: Principal, review: CreditReview): Promise<string> {
  const { transition } = await db.transaction(async (tx) => {
    const row = await findAppeal(tx, review.id);
    if (!row) throw new AppError(APPEAL_MSG.notFound, { statusCode: 404 });
    return fire(tx, appealBinding, {
      id: review.id,
      action: review.approved ? 'approve' : 'reject',
      actor: me,
      facts: appealFacts(row),
      reason: review.reason,
      revision: review.revision,
    });
  });
  return doneMessage(transition);
}
