import { ASSESSMENT_MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { assessmentReleases } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { writeHistory } from './release-history.ts';

/** A kind's releases as its review flow moves them: a submit dates the application, a decision names its reviewer. */
export const releaseBinding = (kind: ReleaseKind): WorkflowBinding => ({
  workflow: kind.workflow,
  table: assessmentReleases,
  id: assessmentReleases.id,
  state: assessmentReleases.state,
  scope: eq(assessmentReleases.kind, kind.key),
  noun: '申请',
  notFound: ASSESSMENT_MSG.releaseNotFound,
  stamp: (transition, actor) =>
    transition.action === 'submit' ? { createdAt: new Date() } : { reviewedBy: actor.userId, reviewedAt: new Date() },
  writeHistory,
});
