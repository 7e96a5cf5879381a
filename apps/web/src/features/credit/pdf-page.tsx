import { useQuery } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { fileExtension, storedFileHref } from '@/components/attachment-file.ts';
import { LazyPdfViewer } from '@/components/pdf-viewer/lazy-pdf-viewer.tsx';
import { fetchRecord } from './credit-api.ts';
import { PdfAttachmentList } from './pdf-attachment-list.tsx';
import { creditKeys } from './credit-keys.ts';

/**
 * pdfOperation, pdfOperation2: from the menu, the PDF attachments the user may read; with `?id=`
 * a record's PDF attachments in the page, the one named by `&annex=` first.
 */
export function PdfPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const chosen = Number(params.get('annex')) || undefined;
  const record = useQuery({
    queryKey: creditKeys.record(id),
    queryFn: () => fetchRecord(id ?? 0),
    enabled: id !== undefined,
  });
  if (id === undefined) return <PdfAttachmentList />;
  if (!record.data) return <Spin />;
  const files = record.data.enterpriseAnnexes
    .filter((annex) => fileExtension(annex.fileName) === 'pdf')
    .sort((a, b) => Number(b.id === chosen) - Number(a.id === chosen))
    .map((annex) => ({ fileName: annex.fileName, href: storedFileHref(annex.relativePath) }));
  return (
    <Card title={`附件查看·${record.data.registerNumber}`} extra={<Link to="?">返回附件列表</Link>}>
      <LazyPdfViewer files={files} />
    </Card>
  );
}
