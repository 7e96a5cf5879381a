import {
  CREDIT_RECORD_MSG,
  CREDIT_RECORD_WORKFLOW,
  lookformLink,
  RECORD_END_REASONS,
  type GoodRepeal,
} from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { recordOperation } from '../../platform/audit/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { notify } from '../notification/notify.ts';
import { closedNote, endRecord } from './end-record.ts';
import { inForce } from './in-force.ts';
import { lockedItem } from '../../platform/workflow/item-lock.ts';
import { recordBinding, writeRecordHistory } from './record-binding.ts';
import { recordList } from './record-list.ts';

/** The history's desk of a department's revocation. */
const REPEAL_DESK = 'goodRepeal';

const repealable = () => and(eq(creditRecords.creditType, 1), inForce());

/** goodCreditRepeal: the published good records in force, which the department may revoke. */
export const goodRepealList = recordList({
  url: '/api/creditregister/goodrepeal',
  permission: PERMISSIONS.goodRepeal,
  summary: '可撤销的良好信用记录（已发布、仍在有效期内，全部企业）',
  exportTitle: '良好信用记录',
  scope: repealable,
});

/**
 * PUT /api/creditregister/goodrepeal: the department revokes a published good record found
 * unfounded (docs/repairs.md). It stops counting from today; its history keeps the reason; the
 * enterprise hears of it in-app and by SMS.
 */
export async function repealGoodRecord(db: Database, me: Principal, repeal: GoodRepeal): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedItem(tx, recordBinding, repeal.id, repeal.revision);
    const [record] = await tx
      .select({
        enterpriseId: creditRecords.enterpriseId,
        registerNumber: creditRecords.registerNumber,
        enterpriseName: enterprises.enterpriseName,
        phone: enterprises.contactPhone,
      })
      .from(creditRecords)
      .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
      .where(and(eq(creditRecords.id, repeal.id), repealable()))
      .for('update', { of: creditRecords });
    if (!record) throw new AppError(CREDIT_RECORD_MSG.notRepealable, { statusCode: 409 });
    const closed = await endRecord(tx, {
      recordId: repeal.id,
      endReason: RECORD_END_REASONS.departmentRevoked,
      actor: me,
    });
    await tx.update(creditRecords).set({ lastReason: repeal.reason }).where(eq(creditRecords.id, repeal.id));
    await writeRecordHistory(tx, repeal.id, me, `撤销：${repeal.reason}`, REPEAL_DESK);
    await recordOperation(tx, me, {
      kind: recordBinding.workflow.key,
      objectId: repeal.id,
      label: record.registerNumber,
      action: '撤销',
      before: { 效力: '有效' },
      after: { 效力: RECORD_END_REASONS.departmentRevoked },
      reason: repeal.reason,
    });
    await notify(tx, {
      event: 'requestDecided',
      to: { enterpriseId: record.enterpriseId },
      title: `信用记录${record.registerNumber}已被撤销`,
      content: `${record.enterpriseName}的良好信用记录${record.registerNumber}已由主管部门撤销${closedNote(closed)}：${repeal.reason}`,
      link: lookformLink(CREDIT_RECORD_WORKFLOW.key, repeal.id),
      values: {
        企业名称: record.enterpriseName,
        记录编号: record.registerNumber,
        申请类别: '良好信用撤销',
        处理结果: '已撤销',
      },
      phone: record.phone,
    });
  });
}
