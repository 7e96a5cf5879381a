import { Tag } from 'antd';
import type { CellRenderer } from '@/components/list-page/spec-columns.tsx';
import type { RequestRow } from './request-api.ts';

/** The cells a kind's lists draw themselves: an open repair past its review deadline is marked 已超期. */
export const requestCells: Partial<Record<string, CellRenderer<RequestRow>>> = {
  dueOn: (_value, row) => (row.overdue ? <Tag color="red">{`${row.dueOn ?? ''} 已超期`}</Tag> : row.dueOn),
};
