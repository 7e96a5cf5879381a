import type { WorkflowTransition } from './workflow.ts';

/**
 * Why a published credit record stopped counting (credit_record.end_reason): ended early by an
 * upheld appeal, a repair, the enterprise's revocation or the department's, or its validity ran
 * out (已过期, derived from the determination date and the level's months, never stored).
 */
export const RECORD_END_REASONS = {
  appealUpheld: '申诉成立',
  repaired: '信用修复',
  revoked: '撤销',
  departmentRevoked: '部门撤销',
  expired: '已过期',
} as const;

export type RecordEndReason = (typeof RECORD_END_REASONS)[keyof typeof RECORD_END_REASONS];

/** A record's end as the lists, the view and the report carry it. */
export interface RecordEnding {
  /** The first day it no longer counts (YYYY-MM-DD). */
  endedOn: string | null;
  endReason: string | null;
}

/** The tag an ended record shows in place of its standing. */
export const RECORD_ENDED_TAG = '已失效';

/** The line that says when and why a record stopped counting, e.g. 2026-05-03 申诉成立，不再计分; null while it counts. */
export const endingNote = ({ endedOn, endReason }: RecordEnding): string | null =>
  endedOn && endReason ? `${endedOn} ${endReason}，不再计分` : null;

/** How an open appeal or request reads once the platform closes it because its record ended another way. */
export const RECORD_ENDED_CLOSING = {
  state: '已终止',
  label: '信用记录已失效，终止办理',
} as const;

/**
 * The platform's closing of an appeal or request still open when its record ends another way (an
 * upheld appeal, a repair, a revocation): fired by the ending itself, never by a desk.
 */
export const closedWhenRecordEnds = (from: readonly number[], to: number): WorkflowTransition => ({
  action: 'close',
  label: RECORD_ENDED_CLOSING.label,
  from,
  to,
  permissions: [],
  automatic: true,
});
