import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Pictures of a Finnish invoice's printed barcode, made in the journey: the 54-digit virtual
 * barcode as Code 128 (set C), drawn by bwip-js as a PNG, placed on an A4 PDF invoice, or filmed
 * by a fake camera (a Y4M video Chromium plays as the device's camera).
 */

/** The code with its reference's check digit changed: a sound Code 128, no invoice's barcode. */
export function withWrongCheckDigit(code: string): string {
  const checkDigit = 47;
  const wrong = (Number(code[checkDigit]) + 1) % 10;
  return `${code.slice(0, checkDigit)}${wrong}${code.slice(checkDigit + 1)}`;
}

export function barcodePng(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 15,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** An A4 invoice whose barcode is printed 120 mm wide near the foot, as Finnish invoices have it. */
export async function invoicePdf(code: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('LASKU', { x: 50, y: 780, size: 20, font });
  page.drawText('Helen Oy · Viitenumero ja eräpäivä viivakoodissa', {
    x: 50,
    y: 750,
    size: 11,
    font,
  });
  const barcode = await pdf.embedPng(await barcodePng(code));
  const width = 340;
  page.drawImage(barcode, {
    x: 50,
    y: 80,
    width,
    height: (barcode.height / barcode.width) * width,
  });
  return Buffer.from(await pdf.save());
}

/** The widths of the bars and spaces in modules, a bar first (bwip-js's own encoding). */
function barsAndSpaces(code: string): number[] {
  const [symbol] = bwipjs.raw('code128', code, {}) as { sbs: number[] }[];
  if (!symbol) throw new Error('bwip-js drew no barcode');
  return symbol.sbs;
}

/**
 * A Y4M video (4:2:0, grey) of the barcode on a white sheet, for Chromium's
 * `--use-file-for-fake-video-capture`; written to the temporary folder (named by the code, so
 * the runner and its workers share one file), its path returned.
 */
export function barcodeVideo(code: string): string {
  const width = 1280;
  const height = 720;
  const module = 3;
  const luma = Buffer.alloc(width * height, 0xeb);
  const widths = barsAndSpaces(code);
  const barsWidth = widths.reduce((sum, modules) => sum + modules, 0) * module;
  let x = Math.floor((width - barsWidth) / 2);
  for (const [index, modules] of widths.entries()) {
    const bar = index % 2 === 0;
    if (bar)
      for (let row = 260; row < 460; row++)
        luma.fill(0x10, row * width + x, row * width + x + modules * module);
    x += modules * module;
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 0x80);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(tmpdir(), `invoice-barcode-${code}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}
