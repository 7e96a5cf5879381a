import { APPEAL_STATES } from '@credit/rules';
import { ReviewedItemDialog } from '@/features/credit/reviewed-item-dialog.tsx';
import { fetchAppeal, reviewAppeal, type Appeal } from './appeal-api.ts';

interface AppealViewDialogProps {
  appealId: number | null;
  /** The state waiting at the viewer's desk: its decision shows while the appeal is in it. */
  waiting?: readonly number[];
  onClose: () => void;
  onDecided?: () => void;
}

/** The appeal's field table: the viewer fields of spec §3 and the record appealed. */
const appealFields = (appeal: Appeal) => [
  { label: '登记编号', value: appeal.registerNumber },
  { label: '处理状态', value: appeal.StatusName },
  { label: '企业名称', value: appeal.enterpriseName, span: 2 },
  { label: '行为内容', value: appeal.behaviorContentName },
  { label: '分值', value: appeal.scoreValue },
  { label: '申诉人', value: appeal.Complainant },
  { label: '联系电话', value: appeal.ComplainantPhone },
  { label: '申诉日期', value: appeal.AppealDate },
  { label: '申诉类型', value: appeal.appealTypeDescription },
  { label: '处理意见', value: appeal.lastReason ?? '', hidden: !appeal.lastReason, span: 2 },
  { label: '申诉理由', value: appeal.AppealReason, span: 2 },
];

/** The appeal view of screen 12: its step bar, fields, attachments and history, with the desk's decision. */
export function AppealViewDialog({ appealId, waiting, onClose, onDecided }: AppealViewDialogProps) {
  return (
    <ReviewedItemDialog
      title="申诉详情"
      cacheKey="appeal"
      itemId={appealId}
      fetchItem={fetchAppeal}
      fields={appealFields}
      attachments={(appeal) => appeal.Attachment}
      decision={
        waiting === undefined
          ? undefined
          : {
              offered: (appeal) => waiting.includes(appeal.processStatus),
              decide: (appeal, decision) => reviewAppeal(appeal, decision),
              approveText: '审核通过',
              refuseText: waiting.includes(APPEAL_STATES.acceptance) ? '不予受理' : '驳回',
              reasonLabel: '处理意见',
              reasonRequired: '请填写退回原因',
            }
      }
      onClose={onClose}
      onDecided={onDecided}
    />
  );
}
