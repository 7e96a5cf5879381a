import {
  approveConfirm,
  RECORD_REQUEST_KINDS,
  stateLabel,
  stepBar,
  todayInShanghai,
  type RecordRequestKind,
} from '@credit/rules';
import { z } from 'zod';
import { stepBarSchema } from '../../platform/workflow/step-bar-schema.ts';
import { creditRequests } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { recordFactColumns } from '../credit-record/record-item-lists.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** A request with its record's facts, as the lists and the view select them. */
export const requestColumns = {
  ...aliasedColumns({
    id: creditRequests.id,
    kind: creditRequests.kind,
    recordId: creditRequests.recordId,
    reason: creditRequests.reason,
    processStatus: creditRequests.processStatus,
    revision: creditRequests.revision,
    lastReason: creditRequests.lastReason,
  }),
  ...recordFactColumns,
  dueOn: dateText(creditRequests.dueOn).as('dueOn'),
  applyTime: dateTimeText(creditRequests.createdAt).as('applyTime'),
};

export interface RequestRow {
  id: number;
  kind: string;
  recordId: number;
  reason: string;
  processStatus: number;
  revision: number;
  lastReason: string | null;
  registerNumber: string;
  enterpriseId: number;
  enterpriseName: string;
  behaviorCategoryName: string;
  behaviorContentName: string;
  scoreValue: string;
  dueOn: string | null;
  applyTime: string;
}

export const kindOf = (row: Pick<RequestRow, 'kind'>): RecordRequestKind =>
  RECORD_REQUEST_KINDS[row.kind as RecordRequestKind['key']];

/** Open: waiting at a desk (not a draft, not decided). */
const OPEN = [1, 3, 4];

/** A request as lists and the view show it; an open one past its review deadline is overdue. */
export function presentRequest(row: RequestRow) {
  const kind = kindOf(row);
  const scoreValue = Number(row.scoreValue);
  return withFields(row, {
    scoreValue,
    kindTitle: kind.title,
    processStatusDescription: stateLabel(kind.workflow, row.processStatus),
    steps: stepBar(kind.workflow, row.processStatus, { scoreValue }),
    approveConfirm: approveConfirm(kind.workflow, row.processStatus, { scoreValue }),
    overdue: row.dueOn !== null && OPEN.includes(row.processStatus) && row.dueOn < todayInShanghai(),
  });
}

export const requestRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  kindTitle: z.string(),
  recordId: z.number(),
  registerNumber: z.string(),
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  behaviorCategoryName: z.string(),
  behaviorContentName: z.string(),
  scoreValue: z.number(),
  reason: z.string(),
  applyTime: z.string(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
  /** The confirmation of the approval waiting at its desk: what it fires and what that does; null when none. */
  approveConfirm: z.string().nullable(),
  processStatus: z.number(),
  /** Moved by every change: the ETag an action sends back as If-Match. */
  revision: z.number(),
  processStatusDescription: z.string(),
  lastReason: z.string().nullable(),
  steps: stepBarSchema,
});
