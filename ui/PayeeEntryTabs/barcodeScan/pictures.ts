/**
 * A phone photo can be 12 megapixels: read at most this many pixels on its longer side, enough
 * for an invoice's barcode (about 3 pixels a bar) and a quarter of the memory.
 */
const MAX_SIDE = 3000;

/** The pixels of a picture, scaled down to MAX_SIDE when it is larger. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The picture of an invoice file: an image as it is, a PDF's first page rendered (pdf.js, loaded
 * only when a PDF is chosen). Rejects a file that is neither.
 */
export async function pictureOfFile(file: File): Promise<ImageData> {
  if (isPdf(file)) {
    const { firstPageOfPdf } = await import('./pdfPage');
    const page = await firstPageOfPdf(file);
    return pixelsOf(page, page.width, page.height);
  }
  const bitmap = await createImageBitmap(file);
  try {
    return pixelsOf(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
