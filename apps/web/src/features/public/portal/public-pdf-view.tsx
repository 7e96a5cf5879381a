import { useState } from 'react';
import { usePageCanvas } from '@/components/pdf-viewer/use-page-canvas.ts';
import { usePdfDocument } from '@/components/pdf-viewer/use-pdf-document.ts';

/** Fits a page to a phone's width and sharpens it on a wide screen. */
const SCALE = typeof window !== 'undefined' && window.innerWidth < 640 ? 0.6 : 1.2;

/**
 * A PDF read in the page on the public site: pdf.js and plain paging buttons, no antd. Loaded
 * only when a visitor opens a document (relevantPolicy).
 */
export function PublicPdfView({ href, title }: { href: string; title: string }) {
  const [requested, setRequested] = useState(1);
  const pdf = usePdfDocument(href);
  const pdfDocument = pdf.status === 'ready' ? pdf.pdfDocument : undefined;
  const numPages = pdfDocument?.numPages ?? 1;
  const pageNumber = Math.min(requested, numPages);
  const page = usePageCanvas(pdfDocument, pageNumber, SCALE);
  if (pdf.status === 'failed' || page.failed)
    return (
      <p className="portal-error" role="alert">
        文件加载失败：{title}
      </p>
    );
  return (
    <div className="portal-pdf">
      <div className="portal-pdf__toolbar">
        <button
          type="button"
          className="plain-button"
          disabled={pageNumber <= 1}
          onClick={() => setRequested(pageNumber - 1)}
        >
          上一页
        </button>
        <span>
          第 {pageNumber} / {numPages} 页
        </span>
        <button
          type="button"
          className="plain-button"
          disabled={pageNumber >= numPages}
          onClick={() => setRequested(pageNumber + 1)}
        >
          下一页
        </button>
        <a className="portal-link" href={href} target="_blank" rel="noreferrer">
          新窗口打开
        </a>
      </div>
      {pdf.status === 'loading' && <p className="portal-note">文件加载中…</p>}
      <canvas ref={page.canvasRef} role="img" aria-label={`${title}，第${pageNumber}页，共${numPages}页`} />
    </div>
  );
}
