import { CREDIT_RECORD_WORKFLOW, CREDIT_TYPE, dictOptions } from '@credit/rules';
import type { FilterField, ValueEnum } from '@/components/list-page/types.ts';
import { optionsFromEnum } from '@/components/list-page/value-enum.tsx';

const COLORS: Record<number, string> = { 0: 'default', 2: 'error', 5: 'error', 6: 'error', 7: 'success' };

/** Process statuses as coloured tags, labels from the workflow table (spec §4). */
export const RECORD_STATE_ENUM: ValueEnum = Object.fromEntries(
  CREDIT_RECORD_WORKFLOW.states.map((state) => [
    state.code,
    { text: state.label, color: COLORS[state.code] ?? 'processing' },
  ]),
);

export const CREDIT_TYPE_ENUM: ValueEnum = Object.fromEntries(
  [...CREDIT_TYPE].map(([code, text]) => [code, { text, color: code === 1 ? 'green' : 'volcano' }]),
);

/** Every credit-record list's filters (the server's creditRecordListQuerySchema). */
export const recordFilters: FilterField[] = [
  { name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 },
  { name: 'creditType', label: '信用类别', type: 'select', options: dictOptions(CREDIT_TYPE) },
  { name: 'behaviorCategoryName', label: '行为类别', type: 'text', maxLength: 50 },
  { name: 'behaviorContentName', label: '行为内容', type: 'text', maxLength: 100 },
  { name: 'processStatus', label: '处理状态', type: 'multiSelect', options: optionsFromEnum(RECORD_STATE_ENUM) },
  { name: 'submit', label: '申请日期', type: 'dateRange', disabledFuture: true },
];
