import {
  behaviorRecordListSpec,
  CREDIT_AUTHOR_DESKS,
  CREDIT_RECORD_STATES,
  CREDIT_REVIEW_DESKS,
  deskRecordListSpec,
  enterpriseRecordListSpec,
  recalledRecordListSpec,
  RETURNED_CREDIT_STATES,
  type CreditReviewDesk,
} from '@credit/rules';
import { and, asc, eq, inArray, isNotNull, ne, not, type SQL } from 'drizzle-orm';
import { creditRecords, creditRecordTables, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import { actedOnBy } from '../../platform/workflow/item-tables.ts';
import { listedEnterpriseId } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA } from '../../platform/access/enterprise-data.ts';
import { authoredBy, authoredByAny } from './record-access.ts';
import { directPublished, recordList } from './record-list.ts';
import { behaviorRecordFilters } from './behavior-record-filters.ts';

/** Which of the waiting records are a desk's: the park's, the others', the department's own publications. */
export function deskScope(desk: CreditReviewDesk): SQL | undefined {
  switch (desk.key) {
    case 'firstReview':
      return eq(enterprises.inPark, false);
    case 'parkReview':
      return eq(enterprises.inPark, true);
    case 'deptReview':
      return not(directPublished as SQL);
    case 'publishReview':
      return directPublished;
    case 'deptLeader':
      return undefined;
  }
}

/** A desk's open items: the records waiting in its state, of its scope. */
export const waitingAt = (desk: CreditReviewDesk) =>
  and(inArray(creditRecords.processStatus, [...desk.waiting]), deskScope(desk));

/** What a desk has decided: the records whose history names its desk. */
const decidedBy = (desk: CreditReviewDesk) =>
  and(actedOnBy(creditRecordTables, creditRecords.id, desk.permission), deskScope(desk));

/** Each review desk's list: to do (done=0, oldest submission first) or done (done=1). */
export const reviewDeskLists = CREDIT_REVIEW_DESKS.map((desk) =>
  recordList({
    url: `/api/creditregister/desk/${desk.key}`,
    permission: desk.permission as Permission,
    summary: `${desk.title}：待办（done=0）与已办（done=1）`,
    exportTitle: `${desk.title}信用记录`,
    listSpec: deskRecordListSpec,
    scope: (filter) => (filter.done === 1 ? decidedBy(desk) : waitingAt(desk)),
    order: [asc(creditRecords.submittedAt), asc(creditRecords.id)],
    examples: { done: '0' },
  }),
);

/** Each author desk's own records, drafts included. */
export const authorDeskLists = CREDIT_AUTHOR_DESKS.map((desk) =>
  recordList({
    url: `/api/creditregister/author/${desk.key}`,
    permission: desk.permission as Permission,
    summary: `${desk.title}：本岗位填报的信用记录（含草稿）`,
    exportTitle: desk.title,
    scope: (_filter, me) => authoredBy(desk, me),
  }),
);

/** enterPriseTable: every submitted record about the enterprise, whoever wrote it. */
export const enterpriseRecordList = recordList({
  url: '/api/creditregister/enterprise',
  permission: PERMISSIONS.enterpriseRead,
  summary: '企业的信用记录（已提交的良好与不良记录，任何填报来源）；管理端须指定 enterpriseId',
  exportTitle: '企业信用记录',
  listSpec: enterpriseRecordListSpec,
  scope: (filter, me) =>
    and(
      eq(creditRecords.enterpriseId, listedEnterpriseId(me, ENTERPRISE_DATA, filter.enterpriseId) ?? 0),
      ne(creditRecords.processStatus, CREDIT_RECORD_STATES.draft),
    ),
  examples: { enterpriseId: '1' },
});

/**
 * behaviorRecord: an enterprise's records in force (completed and within their validity), or with
 * 有效状态 every published one or those ended early; the statistics open it with their filters.
 */
export const inForceRecordList = recordList({
  url: '/api/creditregister/inforce',
  permission: PERMISSIONS.enterpriseRead,
  summary:
    '企业的信用记录：默认有效期内（validity=published 全部已发布，ended 提前失效）；管理端可不指定企业（全部企业）',
  exportTitle: '有效信用记录',
  listSpec: behaviorRecordListSpec,
  scope: (filter, me) => {
    const enterpriseId = listedEnterpriseId(me, ENTERPRISE_DATA, filter.enterpriseId);
    return and(
      enterpriseId === undefined ? undefined : eq(creditRecords.enterpriseId, enterpriseId),
      behaviorRecordFilters(filter),
    );
  },
  examples: {
    enterpriseId: '1',
    validity: 'published',
    bonus: '0',
    socialCreditCode: '91460100MA5T000001',
    enterpriseType: '1',
    inPark: '1',
    area: '460105',
    identificationUnit: '海口市住房和城乡建设局',
    determinationStart: '2026-01-01',
    determinationEnd: '2026-06-30',
  },
});

/** badnessdata: bad records across enterprises, completed. */
export const badRecordList = recordList({
  url: '/api/creditregister/bad',
  permission: PERMISSIONS.enterpriseInquire,
  summary: '不良信用记录（已完成，全部企业）',
  exportTitle: '不良信用记录',
  scope: () => and(eq(creditRecords.creditType, 2), eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed)),
});

/** performanceRecall: the caller's records returned by a desk or withdrawn, with the reason. */
export const recallList = recordList({
  url: '/api/creditregister/recall',
  permission: PERMISSIONS.authenticated,
  summary: '退回与撤回的信用记录（本人所在填报岗位），含退回原因',
  exportTitle: '退回与撤回记录',
  listSpec: recalledRecordListSpec,
  scope: (_filter, me) =>
    and(
      authoredByAny(me),
      isNotNull(creditRecords.lastReason),
      inArray(creditRecords.processStatus, [CREDIT_RECORD_STATES.draft, ...RETURNED_CREDIT_STATES]),
    ),
});

export const creditRecordLists = [
  ...reviewDeskLists,
  ...authorDeskLists,
  enterpriseRecordList,
  inForceRecordList,
  badRecordList,
  recallList,
];
