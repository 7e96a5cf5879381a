import { BIDDING_FEEDBACK_WORKFLOW } from './bidding-feedback.ts';
import { CREDIT_APPEAL_WORKFLOW } from './credit-appeal.ts';
import { CREDIT_RECORD_WORKFLOW } from './credit-record.ts';
import { REPAIR_WORKFLOW, REVOCATION_WORKFLOW } from './record-requests.ts';
import { PASS_RATE_RELEASE_WORKFLOW, PRACTICE_ABILITY_RELEASE_WORKFLOW } from './release-review.ts';
import type { Workflow } from './workflow.ts';

/** Every review flow of the platform: what docs/workflows.md draws. */
export const WORKFLOWS: readonly Workflow[] = [
  CREDIT_RECORD_WORKFLOW,
  CREDIT_APPEAL_WORKFLOW,
  REVOCATION_WORKFLOW,
  REPAIR_WORKFLOW,
  BIDDING_FEEDBACK_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  PASS_RATE_RELEASE_WORKFLOW,
];
