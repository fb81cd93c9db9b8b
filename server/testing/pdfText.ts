import { inflateSync } from 'node:zlib';

// WinAnsi's bytes 0x80–0x9F that are not Latin-1; the rest of 0x20–0xFF is Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x8a: 'Š',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
  0x9a: 'š',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

/** Every stream of the PDF, inflated when FlateDecode, as Latin-1 text (content streams are ASCII). */
export function pdfStreams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const streams: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(/<<((?:(?!>>)[^])*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? '';
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    if (!Number.isInteger(length)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const raw = bytes.subarray(start, start + length);
    try {
      streams.push(
        (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'),
      );
    } catch {
      // Not a stream we can read (an image, say): it draws no text.
    }
  }
  return streams;
}

/**
 * The text a PDF draws, one string per text-showing operator, in drawing order: the `<hex> Tj`
 * and `(literal) Tj` operands of every content stream decoded as WinAnsi, the encoding of the
 * standard fonts. Enough for documents made with pdf-lib's standard fonts; not a PDF reader.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const runs: string[] = [];
  for (const operators of pdfStreams(pdf)) {
    for (const shown of operators.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (shown[1] !== undefined) {
        runs.push(winAnsi(Buffer.from(shown[1].replace(/\s/g, ''), 'hex')));
      } else {
        runs.push(winAnsi(Buffer.from((shown[2] ?? '').replace(/\\(.)/g, '$1'), 'latin1')));
      }
    }
  }
  return runs;
}
