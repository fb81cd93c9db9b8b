/// <reference types="vite/client" />
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js parses in a worker of its own, served by the bank's build like the rest.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * An A4 page is 595 points wide; three pixels a point give an invoice's barcode (about 100 mm of
 * 330 bars and spaces) some 2.5 pixels a bar, which ZXing reads.
 */
const PIXELS_PER_POINT = 3;

/** The first page of a PDF drawn on a white canvas. */
export async function firstPageOfPdf(file: File): Promise<HTMLCanvasElement> {
  const loading = getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  try {
    const pdf = await loading.promise;
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: PIXELS_PER_POINT });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    return canvas;
  } finally {
    // Ends the document's worker too.
    await loading.destroy();
  }
}
