import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import { fileExtension } from '@/components/attachment-file.ts';
import { snapshotOf, type ItemSnapshot } from '@/components/revision/item-changes.ts';
import type { CreditRecord } from './credit-api.ts';
import { recordFields } from './record-fields.tsx';
import { SimilarRecords } from './similar-records.tsx';

export interface RecordDetailProps {
  record: CreditRecord;
  /** The in-page PDF viewer route the reader's menus hold (pdfOperation or pdfOperation2), if any. */
  pdfRoute?: string;
  /** Above the fields: what changed since the viewer opened it (components/revision). */
  notice?: ReactNode;
}

/** What the record's view shows, to tell what changed after a refused action. */
export const recordSnapshot = (record: CreditRecord): ItemSnapshot => snapshotOf(recordFields(record));

/** A credit record's detail (spec §2 screen 12): step bar, fields, attachments, history and similar records. */
export function RecordDetail({ record, pdfRoute, notice }: RecordDetailProps) {
  const pdfs = record.enterpriseAnnexes.filter((annex) => fileExtension(annex.fileName) === 'pdf');
  return (
    <Flex vertical gap={24}>
      <DetailView
        notice={notice}
        steps={record.steps}
        fields={recordFields(record)}
        attachments={record.enterpriseAnnexes}
        history={record.history}
      />
      {pdfRoute && pdfs.length > 0 && (
        <Link to={`/${pdfRoute}?id=${record.id}`}>
          <Button>在线查看PDF附件（{pdfs.length}）</Button>
        </Link>
      )}
      <section aria-label="相似信用记录">
        <Typography.Title level={5}>相似信用记录</Typography.Title>
        <SimilarRecords recordId={record.id} />
      </section>
    </Flex>
  );
}
