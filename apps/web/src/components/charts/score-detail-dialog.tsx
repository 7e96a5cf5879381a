import type { ReactNode } from 'react';
import { DetailView } from '../detail-view/detail-view.tsx';
import { DialogWrapper } from '../dialog-wrapper.tsx';
import type { TrendRecord } from './trend-api.ts';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** How a page shows a score detail row instead of the signed-in fields (the public page: its record detail). */
export type RecordDetail = (record: TrendRecord) => ReactNode;

/** One score detail row of the trend in full: the public fields of the credit record (files are never public). */
export function ScoreDetailDialog({
  record,
  onClose,
  detail,
}: {
  record: TrendRecord | null;
  onClose: () => void;
  detail?: RecordDetail;
}) {
  return (
    <DialogWrapper open={record !== null} title="信用记录详情" width={820} onCancel={onClose}>
      {record &&
        (detail ? (
          detail(record)
        ) : (
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
              { label: '行为描述', value: record.behaviorDescription, span: 2 },
            ]}
          />
        ))}
    </DialogWrapper>
  );
}
