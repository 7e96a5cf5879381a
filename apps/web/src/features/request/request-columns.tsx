import type { RecordRequestKind } from '@credit/rules';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn, ValueEnum } from '@/components/list-page/types.ts';
import type { RequestRow } from './request-api.ts';

const COLORS: Record<number, string> = { 0: 'default', 2: 'error', 5: 'error', 6: 'error', 7: 'success' };

const stateEnum = (kind: RecordRequestKind): ValueEnum =>
  Object.fromEntries(
    kind.workflow.states.map((state) => [state.code, { text: state.label, color: COLORS[state.code] ?? 'processing' }]),
  );

/** The columns of a kind's lists; an open repair past its review deadline is marked 已超期. */
export const requestColumns =
  (kind: RecordRequestKind) =>
  (operations: (row: RequestRow) => ReactNode): ListColumn<RequestRow>[] => [
    { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
    { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true, width: 220 },
    { title: '行为内容', dataIndex: 'behaviorContentName', ellipsis: true, width: 220 },
    { title: '分值', dataIndex: 'scoreValue', width: 70 },
    { title: kind.reasonLabel, dataIndex: 'reason', ellipsis: true, width: 240 },
    { title: '申请时间', dataIndex: 'applyTime', width: 170 },
    ...(kind.reviewWorkingDays
      ? [
          {
            title: '办理期限',
            dataIndex: 'dueOn',
            width: 130,
            render: (dueOn: string | null, row: RequestRow) =>
              row.overdue ? <Tag color="red">{`${dueOn ?? ''} 已超期`}</Tag> : dueOn,
          },
        ]
      : []),
    { title: '处理状态', dataIndex: 'processStatus', valueEnum: stateEnum(kind), width: 110 },
    { title: '操作', key: 'operation', fixed: 'right', width: 90, render: (_: unknown, row) => operations(row) },
  ];
