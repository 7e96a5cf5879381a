import { DEFAULT_PAGE_SIZE, MSG, PAGE_SIZE_OPTIONS, totalCountText } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { EmptyNote } from '@/components/empty-note.tsx';
import { assessmentKeys, fetchExamDetails, type ExamDetail } from './assessment-api.ts';

const columns: TableColumnType<ExamDetail>[] = [
  { title: '考生姓名', dataIndex: 'candidateName' },
  { title: '企业名称', dataIndex: 'enterpriseName' },
  { title: '试卷名称', dataIndex: 'paperName' },
  { title: '考试地点', dataIndex: 'examAddress' },
  { title: '开始时间', dataIndex: 'examStartTime' },
  { title: '结束时间', dataIndex: 'examEndTime' },
  { title: '成绩', dataIndex: 'scoreValue', align: 'right', render: (score: number | null) => score ?? '缺考' },
  { title: '导入时间', dataIndex: 'createTime' },
];

/** 考生成绩明细 of one enterprise's practice-ability row, a page at a time (detail pages start at 1 / 10, spec §9). */
export function ExamDetailDialog({ rowId, onClose }: { rowId: number | null; onClose: () => void }) {
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const details = useQuery({
    queryKey: assessmentKeys.examDetails(rowId, paging),
    queryFn: () => fetchExamDetails(rowId ?? 0, paging.pageIndex, paging.pageSize),
    enabled: rowId !== null,
  });

  const close = () => {
    setPaging({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
    onClose();
  };

  return (
    <Modal open={rowId !== null} title="考生成绩明细" footer={null} onCancel={close} width={1000} destroyOnHidden>
      <Table<ExamDetail>
        size="small"
        rowKey={(row) => `${row.candidateName}:${row.examStartTime}:${row.paperName}`}
        columns={columns}
        dataSource={details.data?.pageData ?? []}
        loading={details.isFetching}
        scroll={{ x: 'max-content', y: 480 }}
        locale={{ emptyText: <EmptyNote text={MSG.noData} /> }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: details.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZE_OPTIONS],
          showTotal: totalCountText,
          onChange: (pageIndex, pageSize) =>
            setPaging({ pageIndex: pageSize === paging.pageSize ? pageIndex : 1, pageSize }),
        }}
      />
    </Modal>
  );
}
