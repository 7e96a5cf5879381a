import { DEFAULT_LEVEL_NAME, endingNote } from '@credit/rules';
import type { DetailField } from '@/components/detail-view/detail-view.tsx';
import type { CreditRecord } from './credit-api.ts';

/**
 * A credit record's field table (spec §2 screen 12, §3 credit record view): for a single person the
 * 'default level' hides the level row.
 */
export function recordFields(record: CreditRecord): DetailField[] {
  const personal = record.actor === 2;
  return [
    { label: '登记编号', value: record.registerNumber },
    { label: '处理状态', value: record.processStatusDescription },
    { label: '失效情况', value: endingNote(record), hidden: !record.endedOn, span: 2 },
    { label: '企业名称', value: record.enterpriseName, span: 2 },
    { label: '信用类别', value: record.creditTypeDescription },
    { label: '行为主体', value: personal ? `个人（${record.enterprisePerson?.name ?? ''}）` : '单位' },
    { label: '行为类别', value: record.behaviorCategoryName },
    { label: '行为内容', value: record.behaviorContentName },
    {
      label: '认定等级',
      value: record.identifiedLevelName ?? '',
      hidden: personal && record.identifiedLevelName === DEFAULT_LEVEL_NAME,
    },
    { label: '分值', value: record.scoreValue },
    { label: '创新奖项', value: record.innovationAwardDescription ?? '', hidden: !record.innovationAwardDescription },
    { label: '行为认定单位', value: record.identificationUnit },
    { label: '行为认定日期', value: record.actDeterminationDate },
    { label: '相关文号', value: record.relatedSymbol ?? '' },
    { label: '联系人', value: record.contactPerson ?? '' },
    { label: '联系电话', value: record.telephone ?? '' },
    { label: '填报来源', value: record.originDescription },
    { label: '退回原因', value: record.lastReason ?? '', hidden: !record.lastReason, span: 2 },
    { label: '行为内容描述', value: record.behaviorDescription, span: 2 },
  ];
}
