import { CREDIT_APPEAL_WORKFLOW } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { creditAppeals, creditRecords, enterprises } from '../../db/schema/index.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';

/** Appeals: the park desk's are its park enterprises'. */
export const APPEAL_ITEMS: FlowItemsByKey = {
  [CREDIT_APPEAL_WORKFLOW.key]: {
    table: creditAppeals,
    joins: [
      { table: creditRecords, on: eq(creditRecords.id, creditAppeals.recordId) },
      { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
    ],
    status: creditAppeals.processStatus,
    scope: (desk) => (desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined),
  },
};
