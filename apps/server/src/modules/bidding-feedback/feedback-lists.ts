import { FEEDBACK_DESK_PERMISSIONS, FEEDBACK_STATES, feedbackDeskListSpec, ownFeedbackListSpec } from '@credit/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
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

/** biddingAgency: the agency's own feedback, drafts included. */
export const ownFeedbackList = defineList({
  method: 'GET',
  url: '/api/biddingfeedback/mine',
  permission: PERMISSIONS.feedbackSubmit,
  tags: ['招标代理业绩反馈'],
  summary: '本机构的招标代理业绩反馈（含草稿）',
  spec: ownFeedbackListSpec,
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
  spec: feedbackDeskListSpec,
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
