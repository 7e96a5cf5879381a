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
