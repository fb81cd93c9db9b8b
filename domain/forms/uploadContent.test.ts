import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './upload';
import { checkUploadedDocument, sniffDocumentType } from './uploadContent';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );

const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic');
const HEIF = bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0]);
const MP4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]);

describe('sniffDocumentType', () => {
  it.each([
    [PDF, 'application/pdf'],
    [JPEG, 'image/jpeg'],
    [PNG, 'image/png'],
    [GIF, 'image/gif'],
    [HEIC, 'image/heic'],
    [HEIF, 'image/heif'],
  ] as const)('knows the allowed kinds by their first bytes (%#)', (content, type) => {
    expect(sniffDocumentType(content)).toBe(type);
  });

  it('knows no program, video, text or empty file', () => {
    expect(sniffDocumentType(EXE)).toBeNull();
    expect(sniffDocumentType(MP4)).toBeNull();
    expect(sniffDocumentType(bytes('hello'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
    expect(sniffDocumentType(bytes('%PD'))).toBeNull();
  });
});

describe('checkUploadedDocument', () => {
  it('accepts content whose name fits it, case aside', () => {
    expect(checkUploadedDocument('Tilinpäätös 2025.PDF', PDF)).toEqual({
      check: 'ok',
      contentType: 'application/pdf',
    });
    expect(checkUploadedDocument('kuva.jpeg', JPEG)).toMatchObject({ check: 'ok' });
    expect(checkUploadedDocument('kuva.heif', HEIC)).toMatchObject({ check: 'ok' });
  });

  it('refuses a program renamed as a document, and a document under another kind’s name', () => {
    expect(checkUploadedDocument('lasku.pdf', EXE)).toEqual({ check: 'error_type' });
    expect(checkUploadedDocument('ohjelma.exe', EXE)).toEqual({ check: 'error_type' });
    expect(checkUploadedDocument('kuva.png', PDF)).toEqual({ check: 'error_type' });
    expect(checkUploadedDocument('lasku', PDF)).toEqual({ check: 'error_type' });
  });

  it('accepts exactly 3 MB and refuses a byte more', () => {
    const atLimit = new Uint8Array(UPLOAD_MAX_BYTES);
    atLimit.set(PDF);
    expect(checkUploadedDocument('iso.pdf', atLimit)).toMatchObject({ check: 'ok' });
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(PDF);
    expect(checkUploadedDocument('iso.pdf', over)).toEqual({ check: 'error_size' });
  });
});
