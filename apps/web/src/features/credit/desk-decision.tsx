import type { ShownItem } from '@/api/http.ts';
import { ReviewDecision } from '@/components/review-decision.tsx';
import { reviewRecord } from './credit-api.ts';
import { useRecordsChanged } from './use-matters.ts';

interface DeskDecisionProps {
  /** The record as the desk sees it: the decision is sent for its revision. */
  record: ShownItem;
  /** What approving it does (the record's approveConfirm from the workflow table). */
  approveConfirm: string;
  onDecided: () => void;
  onRefused: (error: unknown) => void;
}

/** A review desk's 审核通过 / 退回 of the record waiting at it (the workflow picks the next step). */
export function DeskDecision({ record, approveConfirm, onDecided, onRefused }: DeskDecisionProps) {
  const changed = useRecordsChanged();
  return (
    <ReviewDecision
      decide={(decision) => reviewRecord(record, decision)}
      approveText="审核通过"
      refuseText="退回"
      approveConfirm={approveConfirm}
      reasonLabel="退回原因"
      reasonRequired="请填写退回原因"
      onDecided={() => {
        changed();
        onDecided();
      }}
      onRefused={(error) => {
        changed();
        onRefused(error);
      }}
    />
  );
}
