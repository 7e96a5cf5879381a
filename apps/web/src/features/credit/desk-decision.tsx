import { ReviewDecision } from '@/components/review-decision.tsx';
import { reviewRecord } from './credit-api.ts';
import { useRecordsChanged } from './use-matters.ts';

interface DeskDecisionProps {
  recordId: number;
  /** What approving it does (the record's approveConfirm from the workflow table). */
  approveConfirm: string;
  onDecided: () => void;
  onRefused: () => void;
}

/** A review desk's 审核通过 / 退回 of the record waiting at it (the workflow picks the next step). */
export function DeskDecision({ recordId, approveConfirm, onDecided, onRefused }: DeskDecisionProps) {
  const changed = useRecordsChanged();
  return (
    <ReviewDecision
      decide={(decision) => reviewRecord(recordId, decision)}
      approveText="审核通过"
      refuseText="退回"
      approveConfirm={approveConfirm}
      reasonLabel="退回原因"
      reasonRequired="请填写退回原因"
      onDecided={() => {
        changed();
        onDecided();
      }}
      onRefused={() => {
        changed();
        onRefused();
      }}
    />
  );
}
