import { RELEASE_STATES } from '@credit/rules';
import type { DetailField } from '@/components/detail-view/detail-view.tsx';
import type { StepsBar } from '@/components/detail-view/steps-for.ts';
import type { ReleaseRecord } from './release-api.ts';

const RELEASE_STEPS = ['提交', '复审', '完成'];
const STEP_OF_STATE: Record<number, number> = {
  [RELEASE_STATES.draft]: 0,
  [RELEASE_STATES.waiting]: 1,
  [RELEASE_STATES.refused]: 1,
  [RELEASE_STATES.completed]: 2,
};

/** A release passes 提交 → 复审 → 完成; a refused one stays at 复审. */
export function releaseSteps(state: number): StepsBar {
  return { titles: RELEASE_STEPS, current: STEP_OF_STATE[state] ?? 0 };
}

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
