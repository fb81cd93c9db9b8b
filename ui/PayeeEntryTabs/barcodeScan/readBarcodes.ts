/// <reference types="vite/client" />

/** What is read off one picture: the text of each Code 128 barcode found on it. */
type ReadCode128 = (image: ImageData) => Promise<string[]>;

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own reader, where it has one that reads Code 128 (Android, macOS, ChromeOS). */
async function browserReader(): Promise<ReadCode128 | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes('code_128')) return null;
  const detector = new Detector({ formats: ['code_128'] });
  return async (image) => (await detector.detect(image)).map((barcode) => barcode.rawValue);
}

/**
 * ZXing compiled to WebAssembly, for the other browsers. Its .wasm comes from the bank's own
 * build (Vite's `?url`), never from the library's default CDN.
 */
async function zxingReader(): Promise<ReadCode128> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Fetched and compiled now, not at the first picture: a failure rejects here, and the reader
  // is loaded again for the next picture.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return async (image) =>
    (await readBarcodes(image, { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 4 }))
      .filter((result) => result.isValid)
      .map((result) => result.text);
}

let reader: Promise<ReadCode128> | undefined;

/**
 * The Code 128 barcodes on a picture (a photo, a rendered PDF page, a camera frame), as their
 * texts; none found is an empty list.
 */
export async function readCode128(image: ImageData): Promise<string[]> {
  const read = await prepareCode128Reader();
  return read(image);
}

/** Loads the reader (once) before the first picture, so that the first is read at once. */
export function prepareCode128Reader(): Promise<ReadCode128> {
  if (!reader) {
    reader = browserReader().then((browser) => browser ?? zxingReader());
    // A reader that failed to load (the network dropped) is tried again on the next picture.
    reader.catch(() => (reader = undefined));
  }
  return reader;
}
