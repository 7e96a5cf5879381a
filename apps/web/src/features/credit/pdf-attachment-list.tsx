import { Link } from 'react-router';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
import { fetchAttachmentPage, type RecordAttachmentRow } from './credit-api.ts';

const columns: ListColumn<RecordAttachmentRow>[] = [
  { title: '文件名', dataIndex: 'fileName', ellipsis: true, width: 220 },
  { title: '附件类型', dataIndex: 'fileType', width: 120 },
  { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
  { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true, width: 220 },
  { title: '行为内容', dataIndex: 'behaviorContentName', ellipsis: true, width: 220 },
  { title: '处理状态', dataIndex: 'processStatusDescription', width: 100, status: true },
  { title: '上传时间', dataIndex: 'uploadTime', width: 170 },
  {
    title: '操作',
    key: 'operation',
    fixed: 'right',
    width: 80,
    exportable: false,
    // The viewer reads the record, whose file links are signed for the reader, and opens this file first.
    render: (_: unknown, row) => <Link to={`?id=${row.recordId}&annex=${row.annexId}`}>查看</Link>,
  },
];

/** 附件查看 opened from the menu: the PDF attachments the user may read (its enterprise's, or its desks' items). */
export function PdfAttachmentList() {
  return (
    <ListPage<RecordAttachmentRow>
      title="附件查看"
      rowKey="annexId"
      columns={columns}
      fetchPage={fetchAttachmentPage}
    />
  );
}
