import { DetailView } from '../detail-view/detail-view.tsx';
import { DialogWrapper } from '../dialog-wrapper.tsx';
import type { TrendRecord } from './trend-api.ts';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** One score detail row of the trend in full: the credit record's fields and its files. */
export function ScoreDetailDialog({ record, onClose }: { record: TrendRecord | null; onClose: () => void }) {
  return (
    <DialogWrapper open={record !== null} title="信用记录详情" width={820} onCancel={onClose}>
      {record && (
        <DetailView
          fields={[
            { label: '信用类别', value: record.creditTypeDescription },
            { label: '分值', value: signed(record.scoreValue) },
            { label: '行为类别', value: record.behaviorCategoryName },
            { label: '行为内容', value: record.behaviorContentName },
            { label: '认定等级', value: record.identifiedLevelName ?? '—' },
            { label: '认定单位', value: record.identificationUnit },
            { label: '认定日期', value: record.actDeterminationDate },
            { label: '计分起始日期', value: record.executionDate },
            { label: '行为描述', value: record.behaviorDescription || '个人信用记录，行为描述不公开', span: 2 },
          ]}
          attachments={record.enterpriseAnnexes}
        />
      )}
    </DialogWrapper>
  );
}
