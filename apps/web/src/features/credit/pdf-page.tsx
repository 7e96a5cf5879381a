import { useQuery } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { fileExtension, storedFileHref } from '@/components/attachment-file.ts';
import { EmptyNote } from '@/components/empty-note.tsx';
import { LazyPdfViewer } from '@/components/pdf-viewer/lazy-pdf-viewer.tsx';
import { fetchRecord } from './credit-api.ts';

/** pdfOperation, pdfOperation2: a credit record's PDF attachments in the page (`?id=` the record). */
export function PdfPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const record = useQuery({
    queryKey: ['credit-record', id],
    queryFn: () => fetchRecord(id ?? 0),
    enabled: id !== undefined,
  });
  if (id === undefined)
    return (
      <Card title="附件查看">
        <EmptyNote text="请在信用记录详情中点击“在线查看PDF附件”打开" />
      </Card>
    );
  if (!record.data) return <Spin />;
  const files = record.data.enterpriseAnnexes
    .filter((annex) => fileExtension(annex.fileName) === 'pdf')
    .map((annex) => ({ fileName: annex.fileName, href: storedFileHref(annex.relativePath) }));
  return (
    <Card title={`附件查看·${record.data.registerNumber}`}>
      <LazyPdfViewer files={files} />
    </Card>
  );
}
