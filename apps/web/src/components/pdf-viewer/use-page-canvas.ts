import { RenderingCancelledException, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from 'react';

/**
 * Draws one page of `pdfDocument` at `scale` into the returned canvas ref, sharp on high-density screens.
 * A render still running when the page or scale changes is cancelled.
 */
export function usePageCanvas(pdfDocument: PDFDocumentProxy | undefined, pageNumber: number, scale: number) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failedDocument, setFailedDocument] = useState<PDFDocumentProxy>();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdfDocument || !canvas) return;
    let active = true;
    let renderTask: RenderTask | undefined;
    pdfDocument
      .getPage(pageNumber)
      .then((page) => {
        if (!active) return;
        const viewport = page.getViewport({ scale });
        const outputScale = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * outputScale);
        canvas.height = Math.floor(viewport.height * outputScale);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        renderTask = page.render({
          canvas,
          viewport,
          transform: outputScale === 1 ? undefined : [outputScale, 0, 0, outputScale, 0, 0],
        });
        return renderTask.promise;
      })
      .catch((error: unknown) => {
        if (active && !(error instanceof RenderingCancelledException)) setFailedDocument(pdfDocument);
      });
    return () => {
      active = false;
      renderTask?.cancel();
    };
  }, [pdfDocument, pageNumber, scale]);

  return { canvasRef, failed: pdfDocument !== undefined && failedDocument === pdfDocument };
}
