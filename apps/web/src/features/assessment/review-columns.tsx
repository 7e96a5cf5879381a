import { Button } from 'antd';
import type { ListColumn } from '@/components/list-page/types.ts';
import type { ReleaseRow } from './release-api.ts';
import { RELEASE_STATE_ENUM } from './release-state-enum.ts';

/** The release review list's columns (spec §2 screens 4 and 7). */
export function reviewColumns(onView: (row: ReleaseRow) => void): ListColumn<ReleaseRow>[] {
  return [
    { title: '信用类别', dataIndex: 'creditTypeDescription' },
    { title: '行为项目', dataIndex: 'behaviorCategoryName' },
    { title: '行为内容描述', dataIndex: 'behaviorDescription', ellipsis: true, width: 240 },
    { title: '认定依据', dataIndex: 'behaviorContentName', ellipsis: true, width: 240 },
    { title: '行为认定单位', dataIndex: 'identificationUnit' },
    { title: '行为认定日期', dataIndex: 'actDeterminationDate' },
    { title: '申请人', dataIndex: 'contactPerson' },
    { title: '申请日期', dataIndex: 'createTime' },
    { title: '状态', dataIndex: 'state', valueEnum: RELEASE_STATE_ENUM },
    {
      title: '操作',
      key: 'operation',
      fixed: 'right',
      render: (_: unknown, row: ReleaseRow) => (
        <Button type="link" size="small" onClick={() => onView(row)}>
          查看
        </Button>
      ),
    },
  ];
}
