import { code } from '../errors/message';

/** 3 MB: 3 × 1024 × 1024 bytes; a file of exactly this size is accepted. */
export const UPLOAD_MAX_BYTES = 3145728;

export const UPLOAD_ALLOWED_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'gif',
  'png',
  'heif',
  'heic',
] as const;

const ALLOWED_MIME_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/pjpeg',
  'image/gif',
  'image/png',
  'image/heif',
  'image/heif-sequence',
  'image/heic',
  'image/heic-sequence',
]);

// Browsers give '' (or the generic binary type) for types they do not know, HEIC often among
// them; then the file name alone decides.
const UNKNOWN_MIME_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

/** The file picker's `accept` attribute. */
export const UPLOAD_ACCEPT = UPLOAD_ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(
  ',',
);

export type UploadCheck = 'ok' | 'error_size' | 'error_type';

/** The codes of what a refused file is told; the words are in i18n (`errors.validation`). */
export const UPLOAD_MESSAGES: Readonly<Record<Exclude<UploadCheck, 'ok'>, string>> = {
  error_size: code('errors.validation.fileTooLarge'),
  error_type: code('errors.validation.fileType'),
};

/** What the browser tells of a chosen file (a `File` fits). */
export interface UploadFile {
  name: string;
  size: number;
  type?: string;
}

function extensionOf(name: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  return dot === -1 ? '' : trimmed.slice(dot + 1).toLowerCase();
}

function isAllowedType({ name, type }: UploadFile): boolean {
  const extension = extensionOf(name);
  if (!(UPLOAD_ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) return false;
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return UNKNOWN_MIME_TYPES.has(mime) || ALLOWED_MIME_TYPES.has(mime);
}

/**
 * Validator for a chosen file. Both the name's extension and the browser's MIME type must be
 * allowed, case-insensitively, so a renamed .exe is refused; an unknown MIME type leaves the
 * extension to decide. The type is checked before the size: a wrong file is wrong at any size.
 * Spec leaves empty files open; we refuse them as the wrong format (no document is 0 bytes).
 */
export function checkUpload(file: UploadFile): UploadCheck {
  if (!isAllowedType(file) || !(file.size > 0)) return 'error_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'error_size';
  return 'ok';
}

/** The upload box: idle, waiting (a file accepted, waiting to be sent) or an error. */
export type UploadBoxState = 'idle' | 'waiting' | 'error_size' | 'error_type';

export type UploadBoxEvent =
  { type: 'fileChosen'; file: UploadFile } | { type: 'tryAgain' } | { type: 'remove' };

/** Choosing a file (again, from any state) checks it; 'Try again' and removing go to idle. */
export function uploadBoxReducer(_state: UploadBoxState, event: UploadBoxEvent): UploadBoxState {
  switch (event.type) {
    case 'fileChosen': {
      const check = checkUpload(event.file);
      return check === 'ok' ? 'waiting' : check;
    }
    case 'tryAgain':
    case 'remove':
      return 'idle';
  }
}

/** The message an upload box state shows, if any. */
export function uploadBoxMessage(state: UploadBoxState): string | null {
  return state === 'error_size' || state === 'error_type' ? UPLOAD_MESSAGES[state] : null;
}
