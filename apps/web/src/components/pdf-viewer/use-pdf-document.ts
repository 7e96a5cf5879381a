import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useState } from 'react';

// The legacy build: clerks' browsers (360, older Chromium) lack what the modern one needs.
GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocumentState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdfDocument: PDFDocumentProxy };

interface Settled {
  href: string;
  pdfDocument?: PDFDocumentProxy;
}

/** Opens the PDF at `href`; the loading task (and with it the document) is destroyed when `href` changes or on unmount. */
export function usePdfDocument(href: string): PdfDocumentState {
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => {
    const task = getDocument(href);
    let active = true;
    task.promise.then(
      (pdfDocument) => active && setSettled({ href, pdfDocument }),
      () => active && setSettled({ href }),
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [href]);

  if (settled?.href !== href) return { status: 'loading' };
  return settled.pdfDocument ? { status: 'ready', pdfDocument: settled.pdfDocument } : { status: 'failed' };
}
