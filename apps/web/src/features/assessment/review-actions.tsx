import { ASSESSMENT_MSG } from '@credit/rules';
import type { ShownItem } from '@/api/http.ts';
import { ReviewDecision } from '@/components/review-decision.tsx';
import type { AssessmentKind } from './assessment-kind.ts';
import { reviewRelease } from './release-api.ts';

interface ReviewActionsProps {
  kind: AssessmentKind;
  /** The application as the reviewer sees it: the decision is sent for its revision. */
  release: ShownItem;
  onReviewed: () => void;
  /** A refused decision (e.g. another reviewer was first): the caller shows the application as it now is. */
  onRefused: (error: unknown) => void;
}

/** 审核通过 (→ 7 已完成) and 审核拒绝 with a reason (→ 5 复审拒绝) of a release waiting for review. */
export function ReviewActions({ kind, release, onReviewed, onRefused }: ReviewActionsProps) {
  return (
    <ReviewDecision
      decide={(decision) => reviewRelease(kind, release, decision)}
      approveText="审核通过"
      refuseText="审核拒绝"
      approveConfirm="确定审核通过吗？通过后将为得分企业生成良好信用记录。"
      reasonLabel="拒绝原因"
      reasonRequired={ASSESSMENT_MSG.refusalReasonRequired}
      onDecided={onReviewed}
      onRefused={onRefused}
    />
  );
}
