import { recordAttachmentListSpec } from '@credit/rules';
import { Link } from 'react-router';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { RowActions } from '@/components/list-page/spec-columns.tsx';
import { fetchAttachmentPage, type RecordAttachmentRow } from './credit-api.ts';

const actions: RowActions<RecordAttachmentRow> = {
  width: 80,
  // The viewer reads the record, whose file links are signed for the reader, and opens this file first.
  render: (row) => <Link to={`?id=${row.recordId}&annex=${row.annexId}`}>查看</Link>,
};

/** 附件查看 opened from the menu: the PDF attachments the user may read (its enterprise's, or its desks' items). */
export function PdfAttachmentList() {
  return (
    <ListPage<RecordAttachmentRow>
      title="附件查看"
      rowKey="annexId"
      spec={recordAttachmentListSpec}
      actions={actions}
      fetchPage={fetchAttachmentPage}
    />
  );
}
