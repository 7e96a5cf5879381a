import { APPEAL_REVIEW_DESKS, appealDeskListSpec, ownAppealListSpec, type AppealDesk } from '@credit/rules';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { creditAppeals, creditAppealTables, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import {
  deskItemOrder,
  deskItems,
  ownEnterpriseItems,
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

/** The park's appeals are its enterprises' (the only desk whose waiting appeals depend on the enterprise). */
const deskScope = (desk: AppealDesk): SQL | undefined =>
  desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined;

/** Each appeal desk's to-do (oldest first) and done lists. */
export const appealDeskLists = APPEAL_REVIEW_DESKS.map((desk) =>
  defineList({
    method: 'GET',
    url: `/api/creditappeal/desk/${desk.key}`,
    permission: desk.permission as Permission,
    tags: ['信用申诉'],
    summary: `${desk.title}：待办（done=0）与已办（done=1）`,
    spec: appealDeskListSpec,
    row: appealRowSchema,
    source,
    columns: appealColumns,
    where: (filter) => deskItems(appeal, desk, filter, deskScope(desk)),
    orderBy: deskItemOrder(appeal),
    presenter: () => (row) => presentAppeal(row, { masked: true }),
    export: { title: desk.title },
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
  spec: ownAppealListSpec,
  row: appealRowSchema,
  source,
  columns: appealColumns,
  where: (filter, me) =>
    and(
      ownEnterpriseItems(me),
      filter.processStatus === undefined ? undefined : eq(creditAppeals.processStatus, filter.processStatus),
    ),
  orderBy: [desc(creditAppeals.id)],
  presenter: () => (row) => presentAppeal(row, { masked: true }),
  export: { title: '申诉记录' },
  examples: { processStatus: '4', enterpriseName: '华信' },
});
