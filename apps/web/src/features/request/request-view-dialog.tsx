import type { RecordRequestKind } from '@credit/rules';
import { ReviewedItemDialog } from '@/features/credit/reviewed-item-dialog.tsx';
import { fetchRequest, reviewRequest, type RecordRequest } from './request-api.ts';

interface RequestViewDialogProps {
  kind: RecordRequestKind;
  requestId: number | null;
  /** The state waiting at the viewer's desk: its decision shows while the request is in it. */
  waiting?: readonly number[];
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
  return (
    <ReviewedItemDialog
      title={`${kind.title}详情`}
      cacheKey="request"
      itemId={requestId}
      fetchItem={fetchRequest}
      fields={(request) => requestFields(kind, request)}
      attachments={(request) => request.enterpriseAnnexes}
      decision={
        waiting === undefined
          ? undefined
          : {
              offered: (request) => waiting.includes(request.processStatus),
              decide: (request, decision) => reviewRequest(kind, request, decision),
              approveText: '审核通过',
              refuseText: '驳回',
              reasonLabel: '处理意见',
              reasonRequired: '请填写退回原因',
            }
      }
      onClose={onClose}
      onDecided={onDecided}
    />
  );
}
