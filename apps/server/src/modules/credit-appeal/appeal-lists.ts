import {
  APPEAL_REVIEW_DESKS,
  blankAsAbsent,
  enterpriseNameFilter,
  itemDeskQuerySchema,
  pagingQuerySchema,
  type AppealReviewDesk,
} from '@credit/rules';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { creditAppeals, creditAppealTables, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import {
  deskItemOrder,
  deskItems,
  ownEnterpriseItems,
  RECORD_FACT_EXPORT_COLUMNS,
  recordItemSource,
  type RecordItem,
} from '../credit-record/record-item-lists.ts';
import { appealColumns, appealRowSchema, presentAppeal } from './appeal-columns.ts';

const appeal: RecordItem<'appealId'> = {
  table: creditAppeals,
  id: creditAppeals.id,
  recordId: creditAppeals.recordId,
  processStatus: creditAppeals.processStatus,
  createdAt: creditAppeals.createdAt,
  tables: creditAppealTables,
};
const source = recordItemSource(appeal);

const EXPORT_COLUMNS = [
  ...RECORD_FACT_EXPORT_COLUMNS,
  { header: '申诉人', key: 'complainant', width: 10 },
  { header: '申诉理由', key: 'appealReason', width: 40 },
  { header: '申诉日期', key: 'appealDate' },
  { header: '申诉类型', key: 'appealTypeDescription', width: 14 },
  { header: '处理状态', key: 'processStatusDescription', width: 12 },
] as const;

/** The park's appeals are its enterprises' (the only desk whose waiting appeals depend on the enterprise). */
const deskScope = (desk: AppealReviewDesk): SQL | undefined =>
  desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined;

/** Each appeal desk's to-do (oldest first) and done lists. */
export const appealDeskLists = APPEAL_REVIEW_DESKS.map((desk) =>
  defineList({
    method: 'GET',
    url: `/api/creditappeal/desk/${desk.key}`,
    permission: desk.permission as Permission,
    tags: ['信用申诉'],
    summary: `${desk.title}：待办（done=0）与已办（done=1）`,
    input: itemDeskQuerySchema,
    row: appealRowSchema,
    source,
    columns: appealColumns,
    where: (filter) => deskItems(appeal, desk, filter, deskScope(desk)),
    orderBy: deskItemOrder(appeal),
    presenter: () => (row) => presentAppeal(row),
    export: { title: desk.title, columns: EXPORT_COLUMNS },
    examples: { done: '0', enterpriseName: '华信' },
  }),
);

/** badCreditAppeal: the enterprise's own appeals, newest first. */
export const ownAppealList = defineList({
  method: 'GET',
  url: '/api/creditappeal/mine',
  permission: PERMISSIONS.appealSubmit,
  tags: ['信用申诉'],
  summary: '本企业的申诉',
  input: pagingQuerySchema.extend({
    processStatus: z.preprocess(
      blankAsAbsent,
      z.coerce.number({ error: '请选择处理状态' }).int().min(0).max(8).optional(),
    ),
    enterpriseName: enterpriseNameFilter,
  }),
  row: appealRowSchema,
  source,
  columns: appealColumns,
  where: (filter, me) =>
    and(
      ownEnterpriseItems(me),
      filter.processStatus === undefined ? undefined : eq(creditAppeals.processStatus, filter.processStatus),
    ),
  orderBy: [desc(creditAppeals.id)],
  presenter: () => (row) => presentAppeal(row),
  export: { title: '申诉记录', columns: EXPORT_COLUMNS },
  examples: { processStatus: '4', enterpriseName: '华信' },
});
