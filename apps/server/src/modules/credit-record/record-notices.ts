import {
  CREDIT_RECORD_STATES,
  CREDIT_RECORD_WORKFLOW,
  lookformLink,
  RETURNED_CREDIT_STATES,
  type WorkflowTransition,
} from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import { notify, type Notice } from '../notification/notify.ts';
import { findRecord } from './record-queries.ts';

/** The desk (role) a record returned to its author is read at, by who wrote it. */
const AUTHOR_ROLE: Record<string, string> = { park: 'park', department: 'deptRegister' };

/**
 * Who hears of a credit record's transition: its enterprise when it is published (in-app and by
 * SMS to the enterprise's contact), its author when a desk returns it with the reason.
 */
export async function recordNotices(tx: Executor, transition: WorkflowTransition, id: number, reason: string) {
  const published = transition.to === CREDIT_RECORD_STATES.completed;
  const returned = RETURNED_CREDIT_STATES.includes(transition.to);
  if (!published && !returned) return;
  const record = await findRecord(tx, id);
  if (!record) return;
  const [enterprise] = await tx
    .select({ phone: enterprises.contactPhone })
    .from(enterprises)
    .where(eq(enterprises.id, record.enterpriseId));
  const values = {
    企业名称: record.enterpriseName,
    记录编号: record.registerNumber,
    信用类别: record.creditType === 1 ? '良好' : '不良',
    退回原因: reason,
  };
  let notice: Notice;
  if (published) {
    notice = {
      event: 'recordPublished',
      to: { enterpriseId: record.enterpriseId },
      title: `信用记录${record.registerNumber}已发布`,
      content: `${record.enterpriseName}的${values.信用类别}信用记录（${record.behaviorContentName}，${Number(record.scoreValue)}分）已审核通过并发布。`,
      link: lookformLink(CREDIT_RECORD_WORKFLOW.key, id),
      values,
      phone: enterprise?.phone,
    };
  } else {
    const byEnterprise = record.origin === 'enterprise';
    notice = {
      event: 'recordReturned',
      to: byEnterprise
        ? { enterpriseId: record.enterpriseId }
        : { roleCode: AUTHOR_ROLE[record.origin] ?? 'deptRegister' },
      title: `信用记录${record.registerNumber}被退回`,
      content: `${record.enterpriseName}的信用记录（${record.behaviorContentName}）被退回：${reason}`,
      link: lookformLink(CREDIT_RECORD_WORKFLOW.key, id),
      values,
      phone: byEnterprise ? enterprise?.phone : null,
    };
  }
  await notify(tx, notice);
}
