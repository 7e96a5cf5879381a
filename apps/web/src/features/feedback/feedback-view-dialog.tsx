import { FEEDBACK_STATES } from '@credit/rules';
import { ReviewedItemDialog } from '@/features/credit/reviewed-item-dialog.tsx';
import { fetchFeedback, reviewFeedback } from './feedback-api.ts';
import { feedbackFields } from './feedback-view.tsx';

interface FeedbackViewDialogProps {
  feedbackId: number | null;
  /** The reviewing desk sees its decision while the feedback waits for 初审. */
  reviewing?: boolean;
  onClose: () => void;
  onDecided?: () => void;
}

/** 查看: a feedback's step bar (提交, 初审, 完成), fields, files and history. */
export function FeedbackViewDialog({ feedbackId, reviewing, onClose, onDecided }: FeedbackViewDialogProps) {
  return (
    <ReviewedItemDialog
      title="招标代理项目"
      cacheKey="feedback"
      itemId={feedbackId}
      fetchItem={fetchFeedback}
      fields={feedbackFields}
      attachments={(feedback) => feedback.enterpriseAnnexes}
      decision={
        reviewing
          ? {
              offered: (feedback) => feedback.processStatus === FEEDBACK_STATES.firstReview,
              decide: (feedback, decision) => reviewFeedback(feedback, decision),
              approveText: '初审通过',
              refuseText: '退回',
              reasonLabel: '退回原因',
              reasonRequired: '请填写退回原因',
            }
          : undefined
      }
      onClose={onClose}
      onDecided={onDecided}
    />
  );
}
