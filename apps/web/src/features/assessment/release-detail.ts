import type { DetailField } from '@/components/detail-view/detail-view.tsx';
import type { ReleaseRecord } from './release-api.ts';

/** The record fields of the view dialog (spec §3 Release application). */
export function releaseFields(record: ReleaseRecord): DetailField[] {
  return [
    { label: '信用类别', value: record.creditTypeDescription },
    { label: '行为项目', value: record.behaviorCategoryName },
    { label: '认定依据', value: record.behaviorContentName, span: 2 },
    { label: '行为认定单位', value: record.identificationUnit },
    { label: '行为认定日期', value: record.actDeterminationDate },
    { label: '相关文号', value: record.relatedSymbol ?? '' },
    { label: '申请人', value: record.contactPerson },
    { label: '申请日期', value: record.createTime },
    { label: '状态', value: record.stateDescription },
    { label: '行为内容描述', value: record.behaviorDescription, span: 2 },
  ];
}
