import { FEEDBACK_STATES } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin } from 'antd';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import { ReviewDecision } from '@/components/review-decision.tsx';
import { useRecordsChanged } from '@/features/credit/use-matters.ts';
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
  const changed = useRecordsChanged();
  const query = useQuery({
    queryKey: ['credit-record', 'feedback', feedbackId],
    queryFn: () => fetchFeedback(feedbackId ?? 0),
    enabled: feedbackId !== null,
  });
  const data = query.data;
  const footer = (
    <Space wrap>
      <Button onClick={onClose}>关闭</Button>
      {data && reviewing && data.processStatus === FEEDBACK_STATES.firstReview && (
        <ReviewDecision
          decide={(decision) => reviewFeedback(data.id, decision)}
          approveText="初审通过"
          refuseText="退回"
          approveConfirm="确定初审通过吗？"
          reasonLabel="退回原因"
          reasonRequired="请填写退回原因"
          onDecided={() => {
            changed();
            onClose();
            onDecided?.();
          }}
          onRefused={() => void query.refetch()}
        />
      )}
    </Space>
  );
  return (
    <Modal
      open={feedbackId !== null}
      title="招标代理项目"
      width={960}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {data ? (
        <DetailView
          steps={data.steps}
          fields={feedbackFields(data)}
          attachments={data.enterpriseAnnexes}
          history={data.history}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
