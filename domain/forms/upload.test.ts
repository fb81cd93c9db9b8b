import { describe, expect, it } from 'vitest';
import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  checkUpload,
  uploadBoxMessage,
  uploadBoxReducer,
} from './upload';
import type { UploadBoxState } from './upload';

const KB = 1024;

describe('checkUpload: size', () => {
  it('accepts exactly 3 MB and refuses one byte more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(3 * KB * KB);
    expect(checkUpload({ name: 'tiliote.pdf', size: 3145728, type: 'application/pdf' })).toBe('ok');
    expect(checkUpload({ name: 'tiliote.pdf', size: 3145729, type: 'application/pdf' })).toBe(
      'error_size',
    );
  });

  it('refuses an empty file as the wrong format', () => {
    expect(checkUpload({ name: 'tyhjä.pdf', size: 0, type: 'application/pdf' })).toBe('error_type');
  });
});

describe('checkUpload: type', () => {
  it('accepts each allowed extension with its MIME type', () => {
    const files = [
      ['a.pdf', 'application/pdf'],
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.png', 'image/png'],
      ['a.heif', 'image/heif'],
      ['a.heic', 'image/heic'],
    ];
    for (const [name = '', type] of files) {
      expect(checkUpload({ name, size: 100 * KB, type }), name).toBe('ok');
    }
  });

  it('reads extensions and MIME types case-insensitively', () => {
    expect(checkUpload({ name: 'IMG_0001.HEIC', size: KB, type: 'image/HEIC' })).toBe('ok');
    expect(checkUpload({ name: 'Passi.JPG', size: KB, type: 'Image/Jpeg' })).toBe('ok');
  });

  it('lets the extension decide when the browser does not know the type', () => {
    expect(checkUpload({ name: 'IMG_0001.heic', size: KB, type: '' })).toBe('ok');
    expect(checkUpload({ name: 'IMG_0001.heic', size: KB })).toBe('ok');
    expect(checkUpload({ name: 'IMG_0001.heic', size: KB, type: 'application/octet-stream' })).toBe(
      'ok',
    );
  });

  it('refuses an extension outside the list', () => {
    for (const name of ['a.docx', 'a.tiff', 'a.webp', 'pdf', 'a.pdf.exe', 'a.']) {
      expect(checkUpload({ name, size: KB }), name).toBe('error_type');
    }
  });

  it('refuses an allowed extension on a file of another type', () => {
    expect(checkUpload({ name: 'lasku.pdf', size: KB, type: 'application/x-msdownload' })).toBe(
      'error_type',
    );
    expect(checkUpload({ name: 'kuva.png', size: KB, type: 'image/webp' })).toBe('error_type');
  });

  it('reports the wrong type before the size', () => {
    expect(checkUpload({ name: 'video.mp4', size: 50 * KB * KB, type: 'video/mp4' })).toBe(
      'error_type',
    );
  });

  it('offers the allowed extensions to the file picker', () => {
    expect(UPLOAD_ACCEPT).toBe('.pdf,.jpg,.jpeg,.gif,.png,.heif,.heic');
  });
});

describe('uploadBoxReducer', () => {
  const good = { name: 'liite.pdf', size: KB, type: 'application/pdf' };
  const big = { ...good, size: UPLOAD_MAX_BYTES + 1 };
  const wrong = { name: 'liite.zip', size: KB, type: 'application/zip' };

  it('waits with an accepted file and shows an error for a refused one', () => {
    expect(uploadBoxReducer('idle', { type: 'fileChosen', file: good })).toBe('waiting');
    expect(uploadBoxReducer('idle', { type: 'fileChosen', file: big })).toBe('error_size');
    expect(uploadBoxReducer('idle', { type: 'fileChosen', file: wrong })).toBe('error_type');
  });

  it('returns to idle on Try again and on removing the file, from every state', () => {
    const states: UploadBoxState[] = ['idle', 'waiting', 'error_size', 'error_type'];
    for (const state of states) {
      expect(uploadBoxReducer(state, { type: 'tryAgain' }), state).toBe('idle');
      expect(uploadBoxReducer(state, { type: 'remove' }), state).toBe('idle');
    }
  });

  it('checks a file chosen again, replacing the earlier one', () => {
    expect(uploadBoxReducer('waiting', { type: 'fileChosen', file: big })).toBe('error_size');
    expect(uploadBoxReducer('error_type', { type: 'fileChosen', file: good })).toBe('waiting');
  });
});

describe('uploadBoxMessage', () => {
  it('shows the spec messages for the error states only', () => {
    expect(uploadBoxMessage('error_size')).toBe('errors.validation.fileTooLarge');
    expect(uploadBoxMessage('error_type')).toBe('errors.validation.fileType');
    expect(uploadBoxMessage('idle')).toBeNull();
    expect(uploadBoxMessage('waiting')).toBeNull();
  });
});
