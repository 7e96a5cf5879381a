import { Link } from 'react-router';
import type { PlainColumn } from '@/components/plain/plain-table.tsx';
import { enterpriseLevelPath, recordDetailPath, type PublicRecord } from './publicity-api.ts';

/** The columns every public record list shows; a register number opens the record's public detail. */
export const RECORD_COLUMNS: PlainColumn<PublicRecord>[] = [
  {
    key: 'registerNumber',
    title: '登记编号',
    render: (row) => (
      <Link className="portal-link" to={recordDetailPath(row.id)}>
        {row.registerNumber}
      </Link>
    ),
  },
  {
    key: 'enterpriseName',
    title: '企业名称',
    render: (row) => (
      <Link className="portal-link" to={enterpriseLevelPath(row.enterpriseId)}>
        {row.enterpriseName}
      </Link>
    ),
  },
  { key: 'creditType', title: '信用类别', render: (row) => row.creditTypeDescription },
  { key: 'actor', title: '行为主体', render: (row) => row.actorDescription },
  { key: 'category', title: '行为类别', render: (row) => row.behaviorCategoryName },
  { key: 'content', title: '行为内容', render: (row) => row.behaviorContentName },
  { key: 'score', title: '分值', numeric: true, render: (row) => row.scoreValue },
  { key: 'date', title: '认定日期', render: (row) => row.actDeterminationDate },
];
