import { CREDIT_APPEAL_WORKFLOW } from '@credit/rules';
import type { ReactNode } from 'react';
import type { ListColumn, ValueEnum } from '@/components/list-page/types.ts';
import type { AppealRow } from './appeal-api.ts';

const COLORS: Record<number, string> = { 2: 'default', 7: 'success', 8: 'error' };

/** Appeal states as coloured tags, labels from the workflow table. */
export const APPEAL_STATE_ENUM: ValueEnum = Object.fromEntries(
  CREDIT_APPEAL_WORKFLOW.states.map((state) => [
    state.code,
    { text: state.label, color: COLORS[state.code] ?? 'processing' },
  ]),
);

/** The columns of every appeal list, then the screen's operations. */
export const appealColumns = (operations: (row: AppealRow) => ReactNode): ListColumn<AppealRow>[] => [
  { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
  { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true, width: 220 },
  { title: '行为内容', dataIndex: 'behaviorContentName', ellipsis: true, width: 220 },
  { title: '分值', dataIndex: 'scoreValue', width: 70 },
  { title: '申诉类型', dataIndex: 'appealTypeDescription', width: 110 },
  { title: '申诉人', dataIndex: 'complainant', width: 90, defaultHidden: true },
  { title: '申诉理由', dataIndex: 'appealReason', ellipsis: true, width: 240 },
  { title: '申诉日期', dataIndex: 'appealDate', width: 170 },
  { title: '处理状态', dataIndex: 'processStatus', valueEnum: APPEAL_STATE_ENUM, width: 110 },
  { title: '操作', key: 'operation', fixed: 'right', width: 90, render: (_: unknown, row) => operations(row) },
];
