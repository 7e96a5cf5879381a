import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { PdfViewerProps } from './pdf-viewer.tsx';

const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));

/** The PDF viewer, whose pdf.js code is fetched the first time one is shown. */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      }
    >
      <PdfViewer {...props} />
    </Suspense>
  );
}
