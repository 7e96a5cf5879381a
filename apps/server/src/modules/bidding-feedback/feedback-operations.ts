import { AGENT_PROJECT_TYPE, BIDDING_FEEDBACK_WORKFLOW, INVESTMENT_NATURE, labelOf } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import type { FeedbackRow } from './feedback-columns.ts';

type FeedbackFields = Partial<Omit<FeedbackRow, 'id' | 'enterpriseId' | 'enterpriseName' | 'revision'>>;

const FEEDBACK_FIELDS: readonly TrackedField<FeedbackFields>[] = [
  { key: 'agentProjectName', label: '代理项目名称' },
  { key: 'agentCompanyName', label: '代理机构' },
  { key: 'signDate', label: '签订日期' },
  { key: 'agentProjectAddress', label: '项目地址' },
  { key: 'province', label: '省' },
  { key: 'city', label: '市' },
  { key: 'area', label: '区' },
  { key: 'agentContractSignTime', label: '合同签订时间' },
  { key: 'agentResponsibleName', label: '项目负责人' },
  { key: 'entrustUnit', label: '委托单位' },
  { key: 'agentServiceFee', label: '代理服务费（万元）', show: (fee) => String(Number(fee)) },
  { key: 'agentProjectType', label: '项目类型', show: (code) => labelOf(AGENT_PROJECT_TYPE, Number(code)) },
  { key: 'investmentNature', label: '投资性质', show: (code) => labelOf(INVESTMENT_NATURE, Number(code)) },
  { key: 'constructionScale', label: '建设规模' },
  { key: 'agentStartDate', label: '代理开始日期' },
  { key: 'agentEndDate', label: '代理结束日期' },
];

/** An agency's save or delete of its feedback, in the operation log (decisions are logged by the engine). */
export async function logFeedbackChange(
  tx: Executor,
  me: Principal,
  id: number,
  change:
    | { action: '新增'; after: FeedbackFields }
    | { action: '修改'; before: FeedbackFields; after: FeedbackFields }
    | { action: '删除'; before: FeedbackFields },
): Promise<void> {
  const project = 'after' in change ? change.after.agentProjectName : change.before.agentProjectName;
  await recordOperation(tx, me, {
    kind: BIDDING_FEEDBACK_WORKFLOW.key,
    objectId: id,
    label: project ?? '',
    action: change.action,
    ...(change.action === '新增'
      ? { after: fieldValues(FEEDBACK_FIELDS, change.after) }
      : change.action === '删除'
        ? { before: fieldValues(FEEDBACK_FIELDS, change.before) }
        : changedValues(FEEDBACK_FIELDS, change.before, change.after)),
  });
}
