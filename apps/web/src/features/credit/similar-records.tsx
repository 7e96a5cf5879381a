import { MSG, PAGE_SIZE_OPTIONS, totalCountText } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { EmptyNote } from '@/components/empty-note.tsx';
import { fetchSimilar, type SimilarRow } from './credit-api.ts';
import { creditKeys } from './credit-keys.ts';

/** Similar records of a record (spec §2 screen 12): same enterprise, category and content, paged. */
export function SimilarRecords({ recordId }: { recordId: number }) {
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const page = useQuery({
    queryKey: creditKeys.similar(recordId, paging),
    queryFn: () => fetchSimilar(recordId, paging),
  });
  return (
    <Table<SimilarRow>
      size="small"
      rowKey="id"
      loading={page.isLoading}
      dataSource={page.data?.pageData ?? []}
      locale={{ emptyText: <EmptyNote text={MSG.noSimilarRecords} /> }}
      columns={[
        { title: '行为内容', dataIndex: 'behaviorContentName' },
        { title: '分值', dataIndex: 'scoreValue' },
        { title: '认定单位', dataIndex: 'identificationUnit' },
        { title: '认定日期', dataIndex: 'actDeterminationDate' },
        { title: '处理状态', dataIndex: 'processStatusDescription' },
      ]}
      pagination={{
        current: paging.pageIndex,
        pageSize: paging.pageSize,
        total: page.data?.totalCount ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showTotal: totalCountText,
        hideOnSinglePage: true,
        onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
      }}
    />
  );
}
