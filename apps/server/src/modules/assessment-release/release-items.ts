import { eq } from 'drizzle-orm';
import { assessmentReleases } from '../../db/schema/index.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import type { ReleaseKind } from './release-kinds.ts';

/** A kind's release applications: one table, each flow its kind's rows. */
export const releaseItems = (kind: ReleaseKind): FlowItemsByKey => ({
  [kind.workflow.key]: {
    table: assessmentReleases,
    joins: [],
    status: assessmentReleases.state,
    scope: () => eq(assessmentReleases.kind, kind.key),
  },
});
