import { CREDIT_AUTHOR_DESKS, CREDIT_RECORD_WORKFLOW, CREDIT_REVIEW_DESKS, deskIn } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import { deskScope } from './desk-lists.ts';
import { authoredBy } from './record-access.ts';

/** Credit records: a review desk's are those of its scope (the park's, the department's own), an author's its own. */
export const RECORD_ITEMS: FlowItemsByKey = {
  [CREDIT_RECORD_WORKFLOW.key]: {
    table: creditRecords,
    joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
    status: creditRecords.processStatus,
    scope: (desk, me) =>
      desk.kind === 'review'
        ? deskScope(deskIn(CREDIT_REVIEW_DESKS, desk))
        : authoredBy(deskIn(CREDIT_AUTHOR_DESKS, desk), me),
  },
};
