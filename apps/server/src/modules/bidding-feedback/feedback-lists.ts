import {
  blankAsAbsent,
  doneFilter,
  FEEDBACK_DESK_PERMISSIONS,
  FEEDBACK_STATES,
  pagingQuerySchema,
} from '@credit/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { biddingFeedbacks, biddingFeedbackTables, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { textContains } from '../../platform/sql-filters.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { actedOnBy } from '../../platform/workflow/item-tables.ts';
import { scopeWhere } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';
import { feedbackColumns, feedbackRowSchema, presentFeedback } from './feedback-columns.ts';

const source = {
  table: biddingFeedbacks,
  id: biddingFeedbacks.id,
  joins: [{ table: enterprises, on: eq(enterprises.id, biddingFeedbacks.enterpriseId) }],
};

const EXPORT_COLUMNS = [
  { header: '代理机构名称', key: 'agentCompanyName', width: 30 },
  { header: '签订日期', key: 'signDate', width: 12 },
  { header: '代理项目名称', key: 'agentProjectName', width: 36 },
  { header: '项目地址', key: 'agentProjectAddress', width: 30 },
  { header: '省/市/区', key: 'placeName', width: 24 },
  { header: '委托单位', key: 'entrustUnit', width: 30 },
  { header: '代理服务费（万元）', key: 'agentServiceFee', width: 16 },
  { header: '代理开始日期', key: 'agentStartDate', width: 12 },
  { header: '代理结束日期', key: 'agentEndDate', width: 12 },
  { header: '项目类型', key: 'agentProjectTypeDescription', width: 14 },
  { header: '投资性质', key: 'investmentNatureDescription', width: 14 },
  { header: '处理状态', key: 'processStatusDescription', width: 12 },
] as const;

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
  input: pagingQuerySchema.extend({ agentProjectName: projectFilter }),
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
  export: { title: '招标代理业绩反馈', columns: EXPORT_COLUMNS },
  examples: { agentProjectName: '道路' },
});

/** biddingAgency_a: feedback waiting for 初审 (done=0, oldest first) or decided by it (done=1). */
export const feedbackDeskList = defineList({
  method: 'GET',
  url: '/api/biddingfeedback/desk',
  permission: PERMISSIONS.feedbackReview,
  tags: ['招标代理业绩反馈'],
  summary: '招标代理业绩反馈初审：待办（done=0）与已办（done=1）',
  input: pagingQuerySchema.extend({
    enterpriseName: enterpriseFilter,
    agentProjectName: projectFilter,
    done: doneFilter,
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
  export: { title: '招标代理业绩反馈', columns: EXPORT_COLUMNS },
  examples: { enterpriseName: '华信', agentProjectName: '道路', done: '0' },
});
