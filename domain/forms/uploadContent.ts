import { UPLOAD_MAX_BYTES, type UploadCheck } from './upload';

/** The kinds of document the bank keeps, as their content shows them. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/gif',
  'image/png',
  'image/heic',
  'image/heif',
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The name's extensions each kind of content may carry. */
const EXTENSIONS: Readonly<Record<DocumentContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/png': ['png'],
  // A HEIF container holds either; phones name both files either way.
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heic', 'heif'],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

// ISO-BMFF brands of HEIF images (ISO/IEC 23008-12): HEVC-coded ones are HEIC.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

function heifType(bytes: Uint8Array): DocumentContentType | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  if (HEIC_BRANDS.has(brand)) return 'image/heic';
  return HEIF_BRANDS.has(brand) ? 'image/heif' : null;
}

/**
 * What a file is by its first bytes (its magic number), whatever its name or the type the
 * browser claimed: a renamed program is none of the bank's kinds. Hand-written: six signatures
 * are fewer lines than a sniffing library's set-up, and the rule stays pure.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return heifType(bytes);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

export type UploadedDocumentCheck =
  { check: 'ok'; contentType: DocumentContentType } | { check: Exclude<UploadCheck, 'ok'> };

/**
 * The bank's own check of a received file: its content must be one of the allowed kinds and its
 * name's extension must fit that content (a PDF named .png is refused), then at most 3 MB. The
 * upload box's check (`checkUpload`) trusts the name and the browser; this one reads the bytes.
 */
export function checkUploadedDocument(name: string, bytes: Uint8Array): UploadedDocumentCheck {
  const contentType = sniffDocumentType(bytes);
  if (contentType === null || !EXTENSIONS[contentType].includes(extensionOf(name))) {
    return { check: 'error_type' };
  }
  if (bytes.length > UPLOAD_MAX_BYTES) return { check: 'error_size' };
  return { check: 'ok', contentType };
}
