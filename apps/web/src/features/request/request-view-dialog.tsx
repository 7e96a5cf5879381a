import type { RecordRequestKind } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin } from 'antd';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import { ReviewDecision } from '@/components/review-decision.tsx';
import { useRecordsChanged } from '@/features/credit/use-matters.ts';
import { fetchRequest, reviewRequest, type RecordRequest } from './request-api.ts';

interface RequestViewDialogProps {
  kind: RecordRequestKind;
  requestId: number | null;
  /** The state waiting at the viewer's desk: its decision shows while the request is in it. */
  waiting?: number;
  onClose: () => void;
  onDecided?: () => void;
}

const requestFields = (kind: RecordRequestKind, request: RecordRequest) => [
  { label: '登记编号', value: request.registerNumber },
  { label: '处理状态', value: request.processStatusDescription },
  { label: '企业名称', value: request.enterpriseName, span: 2 },
  { label: '行为内容', value: request.behaviorContentName },
  { label: '分值', value: request.scoreValue },
  { label: '申请时间', value: request.applyTime },
  {
    label: '办理期限',
    value: request.dueOn ? `${request.dueOn}${request.overdue ? '（已超期）' : ''}` : '',
    hidden: !request.dueOn,
  },
  { label: '处理意见', value: request.lastReason ?? '', hidden: !request.lastReason, span: 2 },
  { label: kind.reasonLabel, value: request.reason, span: 2 },
];

/** A revocation or repair (screen 12 revocation / repeal view): step bar, fields, files, history, the desk's decision. */
export function RequestViewDialog({ kind, requestId, waiting, onClose, onDecided }: RequestViewDialogProps) {
  const changed = useRecordsChanged();
  const query = useQuery({
    queryKey: ['credit-record', 'request', requestId],
    queryFn: () => fetchRequest(requestId ?? 0),
    enabled: requestId !== null,
  });
  const data = query.data;
  const footer = (
    <Space wrap>
      <Button onClick={onClose}>关闭</Button>
      {data && waiting !== undefined && data.processStatus === waiting && (
        <ReviewDecision
          decide={(decision) => reviewRequest(kind, data.id, decision)}
          approveText="审核通过"
          refuseText="驳回"
          approveConfirm="确定审核通过吗？"
          reasonLabel="处理意见"
          reasonRequired="请填写退回原因"
          onDecided={() => {
            changed();
            onClose();
            onDecided?.();
          }}
          onRefused={() => {
            changed();
            void query.refetch();
          }}
        />
      )}
    </Space>
  );
  return (
    <Modal
      open={requestId !== null}
      title={`${kind.title}详情`}
      width={960}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {data ? (
        <DetailView
          steps={data.steps}
          fields={requestFields(kind, data)}
          attachments={data.enterpriseAnnexes}
          history={data.history}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
