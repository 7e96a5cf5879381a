import {
  APPEAL_REVIEW_DESKS,
  blankAsAbsent,
  enterpriseNameFilter,
  itemDeskQuerySchema,
  pagingQuerySchema,
  type AppealReviewDesk,
} from '@credit/rules';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { creditAppeals, creditAppealTables, creditRecords, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { actedOnBy } from '../../platform/workflow/item-tables.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { appealColumns, appealRowSchema, presentAppeal } from './appeal-columns.ts';

const source = {
  table: creditAppeals,
  id: creditAppeals.id,
  joins: [
    { table: creditRecords, on: eq(creditRecords.id, creditAppeals.recordId) },
    { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
  ],
};

const EXPORT_COLUMNS = [
  { header: '登记编号', key: 'registerNumber' },
  { header: '企业名称', key: 'enterpriseName', width: 36 },
  { header: '行为内容', key: 'behaviorContentName', width: 30 },
  { header: '分值', key: 'scoreValue', width: 8 },
  { header: '申诉人', key: 'complainant', width: 10 },
  { header: '申诉理由', key: 'appealReason', width: 40 },
  { header: '申诉日期', key: 'appealDate' },
  { header: '申诉类型', key: 'appealType', width: 10 },
  { header: '处理状态', key: 'processStatusDescription', width: 12 },
] as const;

/** The park's appeals are its enterprises' (the only desk whose waiting appeals depend on the enterprise). */
const deskScope = (desk: AppealReviewDesk): SQL | undefined =>
  desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined;

const nameFilter = (name: string | undefined) =>
  name ? nameContains(enterprises.nameGrams, name, enterprises.enterpriseName) : undefined;

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
    where: (filter) =>
      and(
        filter.done === 1
          ? actedOnBy(creditAppealTables, creditAppeals.id, desk.permission)
          : eq(creditAppeals.processStatus, desk.waiting),
        deskScope(desk),
        nameFilter(filter.enterpriseName),
      ),
    orderBy: [asc(creditAppeals.createdAt), asc(creditAppeals.id)],
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
  where: (filter, me) => {
    if (me.kind !== 'enterprise' || me.enterpriseId === null) throw forbidden();
    return and(
      eq(creditRecords.enterpriseId, me.enterpriseId),
      filter.processStatus === undefined ? undefined : eq(creditAppeals.processStatus, filter.processStatus),
    );
  },
  orderBy: [desc(creditAppeals.id)],
  presenter: () => (row) => presentAppeal(row),
  export: { title: '申诉记录', columns: EXPORT_COLUMNS },
  examples: { processStatus: '4', enterpriseName: '华信' },
});
