import type { WorkflowCondition } from './workflow.ts';

/** A record scored at or below this needs the department leader's final review (spec §4, §9). */
export const FINAL_REVIEW_SCORE = -10;

export const needsFinalReview: WorkflowCondition = {
  label: '分值 ≤ -10',
  holds: (facts) => facts.scoreValue !== undefined && facts.scoreValue <= FINAL_REVIEW_SCORE,
};

export const noFinalReview: WorkflowCondition = {
  label: '分值 > -10',
  holds: (facts) => !needsFinalReview.holds(facts),
};

export const parkEnterprise: WorkflowCondition = { label: '园区企业', holds: (facts) => facts.inPark === true };
export const notParkEnterprise: WorkflowCondition = { label: '非园区企业', holds: (facts) => facts.inPark !== true };

/** A good record the department publishes itself goes straight to department review (creditDeclarepublish). */
export const directPublish: WorkflowCondition = { label: '部门发布', holds: (facts) => facts.directPublish === true };
export const viaFirstReview: WorkflowCondition = { label: '需初审', holds: (facts) => facts.directPublish !== true };
