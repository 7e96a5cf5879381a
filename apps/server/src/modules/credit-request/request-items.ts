import { RECORD_REQUEST_KINDS } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { creditRequests } from '../../db/schema/index.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';

/** Revocations and repairs: one table, each flow its kind's rows. */
export const REQUEST_ITEMS: FlowItemsByKey = Object.fromEntries(
  Object.values(RECORD_REQUEST_KINDS).map((kind) => [
    kind.workflow.key,
    {
      table: creditRequests,
      joins: [],
      status: creditRequests.processStatus,
      scope: () => eq(creditRequests.kind, kind.key),
    },
  ]),
);
