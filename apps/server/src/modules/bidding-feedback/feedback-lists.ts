import {
  blankAsAbsent,
  doneFilter,
  FEEDBACK_DESK_PERMISSIONS,
  FEEDBACK_STATES,
  pagingQuerySchema,
  defineListSpec,
} from '@credit/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { biddingFeedbacks, biddingFeedbackTables, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { textContains } from '../../platform/sql-filters.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { actedOnBy } from '../../platform/workflow/item-tables.ts';
import { feedbackColumns, feedbackRowSchema, presentFeedback } from './feedback-columns.ts';
import { scopeWhere } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';

const source = {
  table: biddingFeedbacks,
  id: biddingFeedbacks.id,
  joins: [{ table: enterprises, on: eq(enterprises.id, biddingFeedbacks.enterpriseId) }],
};

const FIELDS = {
  agentCompanyName: { title: '代理机构名称', width: 30 },
  signDate: { title: '签订日期', width: 12 },
  agentProjectName: { title: '代理项目名称', width: 36 },
  agentProjectAddress: { title: '项目地址', width: 30 },
  placeName: { title: '省/市/区', width: 24 },
  entrustUnit: { title: '委托单位', width: 30 },
  agentServiceFee: { title: '代理服务费（万元）', width: 16 },
  agentStartDate: { title: '代理开始日期', width: 12 },
  agentEndDate: { title: '代理结束日期', width: 12 },
  agentProjectTypeDescription: { title: '项目类型', width: 14 },
  investmentNatureDescription: { title: '投资性质', width: 14 },
  processStatusDescription: { title: '处理状态', width: 12 },
} as const;

const projectFilter = z.preprocess(
  blankAsAbsent,
  z.string().trim().max(100, '代理项目名称不能超过100个字符').optional(),
);
const enterpriseFilter = z.preprocess(blankAsAbsent, z.string().trim().max(50, '企业名称不能超过50个字符').optional());

/** biddingAgency: the agency's own feedback, drafts included. */
export const ownFeedbackList = defineList({
  method: 'GET',
  url: '/api/biddingfeedback/mine',
  permission: PERMISSIONS.feedbackSubmit,
  tags: ['招标代理业绩反馈'],
  summary: '本机构的招标代理业绩反馈（含草稿）',
  spec: defineListSpec({ input: pagingQuerySchema.extend({ agentProjectName: projectFilter }), fields: FIELDS }),
  row: feedbackRowSchema,
  source,
  columns: feedbackColumns,
  where: (filter, me) => {
    return and(
      scopeWhere(me, OWN_ENTERPRISE, biddingFeedbacks.enterpriseId),
      textContains(biddingFeedbacks.agentProjectName, filter.agentProjectName),
    );
  },
  orderBy: [desc(biddingFeedbacks.id)],
  presenter: () => presentFeedback,
  export: { title: '招标代理业绩反馈' },
  examples: { agentProjectName: '道路' },
});

/** biddingAgency_a: feedback waiting for 初审 (done=0, oldest first) or decided by it (done=1). */
export const feedbackDeskList = defineList({
  method: 'GET',
  url: '/api/biddingfeedback/desk',
  permission: PERMISSIONS.feedbackReview,
  tags: ['招标代理业绩反馈'],
  summary: '招标代理业绩反馈初审：待办（done=0）与已办（done=1）',
  spec: defineListSpec({
    input: pagingQuerySchema.extend({
      enterpriseName: enterpriseFilter,
      agentProjectName: projectFilter,
      done: doneFilter,
    }),
    fields: FIELDS,
  }),
  row: feedbackRowSchema,
  source,
  columns: feedbackColumns,
  where: (filter) =>
    and(
      filter.done === 1
        ? actedOnBy(biddingFeedbackTables, biddingFeedbacks.id, FEEDBACK_DESK_PERMISSIONS.review)
        : eq(biddingFeedbacks.processStatus, FEEDBACK_STATES.firstReview),
      filter.enterpriseName
        ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
        : undefined,
      textContains(biddingFeedbacks.agentProjectName, filter.agentProjectName),
    ),
  orderBy: [asc(biddingFeedbacks.submittedAt), asc(biddingFeedbacks.id)],
  presenter: () => presentFeedback,
  export: { title: '招标代理业绩反馈' },
  examples: { enterpriseName: '华信', agentProjectName: '道路', done: '0' },
});
