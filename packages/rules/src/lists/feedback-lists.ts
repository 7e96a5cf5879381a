import { z } from 'zod';
import { itemDeskQuerySchema } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { dateField, doneChoice, enterpriseNameSearch, longField, stateTextField } from './shared-fields.ts';

/**
 * A feedback's columns in both lists; what only the export used to write (签订日期, 项目地址,
 * 省/市/区, 投资性质) waits behind 列设置.
 */
const feedbackFields = {
  agentProjectName: longField('代理项目名称', 36),
  agentCompanyName: longField('代理机构'),
  signDate: { ...dateField('签订日期'), hidden: true },
  agentProjectAddress: { title: '项目地址', width: 30, hidden: true },
  placeName: { title: '省/市/区', width: 24, hidden: true },
  entrustUnit: longField('委托单位'),
  agentServiceFee: { title: '代理服务费（万元）', width: 16 },
  agentProjectTypeDescription: { title: '项目类型', width: 14 },
  investmentNatureDescription: { title: '投资性质', width: 14, hidden: true },
  agentStartDate: dateField('代理开始日期'),
  agentEndDate: dateField('代理结束日期'),
  processStatusDescription: stateTextField('处理状态'),
} as const satisfies Record<string, FieldSpec>;

const agentProjectName = z.preprocess(
  blankAsAbsent,
  z.string().trim().max(100, '代理项目名称不能超过100个字符').optional(),
);
const projectSearch = { label: '代理项目名称', control: 'text', maxLength: 100 } as const;

/** biddingAgency: the agency's own feedback, drafts included. */
export const ownFeedbackListSpec = defineListSpec({
  input: pagingQuerySchema.extend({ agentProjectName }),
  fields: feedbackFields,
  filters: { agentProjectName: projectSearch },
});

/** biddingAgency_a: feedback waiting for 初审 (done=0) or decided by it (done=1). */
export const feedbackDeskListSpec = defineListSpec({
  input: itemDeskQuerySchema.extend({ agentProjectName }),
  fields: feedbackFields,
  filters: { done: doneChoice, enterpriseName: enterpriseNameSearch, agentProjectName: projectSearch },
});
