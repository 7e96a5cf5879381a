import {
  CREDIT_RECORD_STATES,
  CREDIT_RECORD_WORKFLOW,
  CREDIT_REVIEW_DESKS,
  recordAttachmentListSpec,
  stateLabel,
} from '@credit/rules';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { annexes, creditRecordAnnexes, creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import type { Principal } from '../auth/principal.ts';
import { waitingAt } from './desk-lists.ts';
import { holds } from './record-access.ts';
import { scopeWhere } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';

/** Matches no row: a management user without a review desk has no items, so no attachments. */
const NONE = sql`false`;

/**
 * Whose PDF attachments the caller may open from 附件查看: an enterprise user its enterprise's
 * records (its own drafts too, as their author); a desk the records waiting at its desks.
 */
function readableAttachments(me: Principal): SQL {
  if (me.kind === 'enterprise')
    return (
      and(
        scopeWhere(me, OWN_ENTERPRISE, creditRecords.enterpriseId),
        or(ne(creditRecords.processStatus, CREDIT_RECORD_STATES.draft), eq(creditRecords.origin, 'enterprise')),
      ) ?? NONE
    );
  const desks = CREDIT_REVIEW_DESKS.filter((desk) => holds(me, desk.permission));
  return or(...desks.map((desk) => waitingAt(desk))) ?? NONE;
}

/**
 * 附件查看 (pdfOperation, pdfOperation2) opened from the menu: the PDF attachments of the credit
 * records the caller may read, newest first; each opens in the page's viewer by its record
 * (docs/desks.md). The file links themselves come with the record, signed for the reader.
 */
export const attachmentList = defineList({
  method: 'GET',
  url: '/api/creditregister/attachments',
  permission: PERMISSIONS.authenticated,
  tags: ['信用记录'],
  summary: '附件查看：可查看的信用记录的PDF附件（企业：本企业的记录；审核岗位：在本岗位待办的记录）',
  spec: recordAttachmentListSpec,
  row: z.object({
    annexId: z.number(),
    fileName: z.string(),
    fileType: z.string(),
    uploadTime: z.string(),
    recordId: z.number(),
    registerNumber: z.string(),
    enterpriseName: z.string(),
    behaviorContentName: z.string(),
    processStatusDescription: z.string(),
  }),
  source: {
    table: creditRecordAnnexes,
    id: creditRecordAnnexes.annexId,
    joins: [
      { table: annexes, on: eq(annexes.id, creditRecordAnnexes.annexId) },
      { table: creditRecords, on: eq(creditRecords.id, creditRecordAnnexes.recordId) },
      { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
    ],
  },
  columns: {
    ...aliasedColumns({
      annexId: creditRecordAnnexes.annexId,
      fileName: annexes.fileName,
      fileType: annexes.fileType,
      recordId: creditRecords.id,
      registerNumber: creditRecords.registerNumber,
      enterpriseName: enterprises.enterpriseName,
      behaviorContentName: creditRecords.behaviorContentName,
      processStatus: creditRecords.processStatus,
    }),
    uploadTime: dateTimeText(annexes.createdAt).as('uploadTime'),
  },
  where: (_filter, me) => and(readableAttachments(me), sql`lower(${annexes.fileName}) like '%.pdf'`),
  orderBy: [desc(creditRecordAnnexes.annexId)],
  presenter: () => (row) => ({
    annexId: row.annexId,
    fileName: row.fileName,
    fileType: row.fileType,
    uploadTime: row.uploadTime,
    recordId: row.recordId,
    registerNumber: row.registerNumber,
    enterpriseName: row.enterpriseName,
    behaviorContentName: row.behaviorContentName,
    processStatusDescription: stateLabel(CREDIT_RECORD_WORKFLOW, row.processStatus),
  }),
  examples: {},
});
