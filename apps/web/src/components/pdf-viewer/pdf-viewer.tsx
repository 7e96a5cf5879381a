import { MSG } from '@credit/rules';
import { Flex, Result, Select, Spin, theme } from 'antd';
import { useRef, useState } from 'react';
import { EmptyNote } from '../empty-note.tsx';
import { PdfToolbar } from './pdf-toolbar.tsx';
import { usePageCanvas } from './use-page-canvas.ts';
import { usePdfDocument } from './use-pdf-document.ts';
import { clampZoom } from './zoom.ts';

export interface PdfFile {
  fileName: string;
  href: string;
}

export interface PdfViewerProps {
  files: PdfFile[];
}

/** PDF attachments shown in the page one page at a time, with paging, zoom and a chooser when there are several. */
export function PdfViewer({ files }: PdfViewerProps) {
  if (files.length === 0) return <EmptyNote text={MSG.noAttachment} />;
  return <PdfPages files={files} />;
}

function PdfPages({ files }: PdfViewerProps) {
  const { token } = theme.useToken();
  const [fileIndex, setFileIndex] = useState(0);
  const [requestedPage, setRequestedPage] = useState(1);
  const [scale, setScale] = useState(1);
  const containerRef = useRef<HTMLDivElement>(null);

  const index = Math.min(fileIndex, files.length - 1);
  const file = files[index] as PdfFile;
  const pdf = usePdfDocument(file.href);
  const pdfDocument = pdf.status === 'ready' ? pdf.pdfDocument : undefined;
  const numPages = pdfDocument?.numPages;
  const pageNumber = Math.min(requestedPage, numPages ?? 1);
  const page = usePageCanvas(pdfDocument, pageNumber, scale);

  const chooseFile = (next: number) => {
    setFileIndex(next);
    setRequestedPage(1);
  };

  const goToPage = (next: number) => setRequestedPage(Math.min(Math.max(next, 1), numPages ?? 1));

  const fitWidth = () => {
    const container = containerRef.current;
    if (!pdfDocument || !container) return;
    void pdfDocument.getPage(pageNumber).then((pdfPage) => {
      const pageWidth = pdfPage.getViewport({ scale: 1 }).width;
      setScale(clampZoom(Math.floor((container.clientWidth / pageWidth) * 100) / 100));
    });
  };

  const fileChooser = files.length > 1 && (
    <Select
      aria-label="选择文件"
      prefix="选择文件"
      value={index}
      options={files.map((item, itemIndex) => ({ value: itemIndex, label: item.fileName }))}
      onChange={chooseFile}
      style={{ minWidth: 240, maxWidth: '100%' }}
    />
  );

  return (
    <Flex vertical gap={12}>
      <PdfToolbar
        fileChooser={fileChooser}
        pageNumber={pageNumber}
        numPages={page.failed ? undefined : numPages}
        scale={scale}
        onPageChange={goToPage}
        onScaleChange={setScale}
        onFitWidth={fitWidth}
      />
      <div ref={containerRef} style={{ overflow: 'auto', background: token.colorFillTertiary }}>
        {pdf.status === 'failed' || page.failed ? (
          <Result status="error" title="文件加载失败" subTitle={file.fileName} />
        ) : pdf.status === 'loading' ? (
          <Flex justify="center" align="center" style={{ minHeight: 240 }}>
            <Spin />
          </Flex>
        ) : (
          <canvas
            ref={page.canvasRef}
            role="img"
            aria-label={`第${pageNumber}页，共${numPages}页`}
            style={{ display: 'block', margin: '0 auto' }}
          />
        )}
      </div>
    </Flex>
  );
}
