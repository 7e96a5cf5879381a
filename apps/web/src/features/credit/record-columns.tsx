import type { ReactNode } from 'react';
import type { ListColumn } from '@/components/list-page/types.ts';
import { ValueEnumTag } from '@/components/list-page/value-enum.tsx';
import { RecordEndingTag } from '@/components/record-ending-tag.tsx';
import type { CreditRecordRow } from './credit-api.ts';
import { CREDIT_TYPE_ENUM, RECORD_STATE_ENUM } from './record-state-enum.ts';

/** The columns every credit-record list shows, then the screen's own operations. */
export function recordColumns(
  operations: (row: CreditRecordRow) => ReactNode,
  { withReason = false } = {},
): ListColumn<CreditRecordRow>[] {
  const reason: ListColumn<CreditRecordRow>[] = withReason
    ? [{ title: '退回/撤回原因', dataIndex: 'lastReason', ellipsis: true, width: 220 }]
    : [];
  return [
    { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
    { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true, width: 220 },
    { title: '信用类别', dataIndex: 'creditType', valueEnum: CREDIT_TYPE_ENUM, width: 90, status: false },
    { title: '行为类别', dataIndex: 'behaviorCategoryName', width: 130 },
    { title: '行为内容', dataIndex: 'behaviorContentName', ellipsis: true, width: 220 },
    { title: '认定等级', dataIndex: 'identifiedLevelName', width: 100 },
    { title: '分值', dataIndex: 'scoreValue', width: 70 },
    { title: '行为内容描述', dataIndex: 'behaviorDescription', ellipsis: true, width: 240 },
    { title: '认定日期', dataIndex: 'actDeterminationDate', width: 110 },
    {
      title: '处理状态',
      dataIndex: 'processStatus',
      width: 100,
      status: true,
      render: (_: unknown, row) => (
        <>
          <ValueEnumTag valueEnum={RECORD_STATE_ENUM} value={row.processStatus} />
          <RecordEndingTag ending={row} />
        </>
      ),
    },
    { title: '申请时间', dataIndex: 'submitTime', width: 170 },
    ...reason,
    { title: '操作', key: 'operation', fixed: 'right', width: 180, render: (_: unknown, row) => operations(row) },
  ];
}
