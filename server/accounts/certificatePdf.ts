import { PDFDocument, StandardFonts, rgb, type PDFFont, type RGB } from 'pdf-lib';

/** Columns of text under a certificate's rows (a statement's transactions), over as many pages as they need. */
export interface DocumentTable {
  header: readonly string[];
  /** Each column's share of the text width; they add up to 1. */
  widths: readonly number[];
  /** The columns drawn flush right (amounts). */
  rightAligned: readonly number[];
  rows: readonly (readonly string[])[];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

/**
 * What a certificate or statement says: drawn on A4 under the brand's header band, one page
 * unless a table needs more.
 */
export interface CertificateContent {
  title: string;
  /** One sentence under the title saying what is certified. */
  lead: string;
  rows: readonly (readonly [label: string, value: string])[];
  /** The locale the certificate is written in (`fi-FI`), for readers of the document. */
  locale: string;
  /** Small print at the foot of every page, a line each. */
  footer: readonly string[];
  table?: DocumentTable;
  bank: { name: string; bic: string };
  header: { background: string; text: string };
  /** The document's own creation time (its metadata). */
  createdAt: Date;
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const BAND_HEIGHT = 76;
const INK = rgb(0.1, 0.12, 0.11);
const MUTED = rgb(0.33, 0.36, 0.35);
const RULE = rgb(0.86, 0.88, 0.87);

function colour(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * The standard fonts encode text in WinAnsi, which has å ä ö Å Ä Ö and € but not the
 * fi-FI formatter's no-break and narrow no-break spaces nor its minus sign U+2212: those become a
 * space and a hyphen-minus. Any other character WinAnsi lacks (a name in another script) becomes
 * '?' rather than failing the whole document.
 */
export function winAnsiText(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-')]
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Splits text into lines no wider than `width` at the font size (words are not broken). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The text cut to `width` at the font size, ending in '…' when cut. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The certificate as a PDF document (bytes). */
export async function renderCertificate(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor(content.bank.name);
  doc.setCreator(content.bank.name);
  doc.setProducer(content.bank.name);
  doc.setLanguage(content.locale);
  doc.setCreationDate(content.createdAt);
  doc.setModificationDate(content.createdAt);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = A4;
  const textWidth = width - 2 * MARGIN;
  let page = doc.addPage([...A4]);
  const draw = (text: string, x: number, y: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(winAnsiText(text, font), { x, y, size, font, color });
  const rule = (y: number) =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: width - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });

  page.drawRectangle({
    x: 0,
    y: height - BAND_HEIGHT,
    width,
    height: BAND_HEIGHT,
    color: colour(content.header.background),
  });
  const onBand = colour(content.header.text);
  draw(content.bank.name, MARGIN, height - 46, 18, bold, onBand);
  const bic = `BIC ${content.bank.bic}`;
  draw(bic, width - MARGIN - regular.widthOfTextAtSize(bic, 10), height - 44, 10, regular, onBand);

  let y = height - BAND_HEIGHT - 56;
  draw(content.title, MARGIN, y, 20, bold);
  y -= 30;
  for (const line of wrap(winAnsiText(content.lead, regular), regular, 11, textWidth)) {
    draw(line, MARGIN, y, 11, regular, MUTED);
    y -= 16;
  }
  y -= 14;

  const valueX = MARGIN + 190;
  for (const [label, value] of content.rows) {
    rule(y + 16);
    draw(label, MARGIN, y, 10.5, regular, MUTED);
    const lines = wrap(winAnsiText(value, bold), bold, 11, width - MARGIN - valueX);
    for (const [index, line] of lines.entries()) draw(line, valueX, y - index * 15, 11, bold);
    y -= 12 + Math.max(1, lines.length) * 15;
  }

  const footLines = content.footer.flatMap((line) =>
    wrap(winAnsiText(line, regular), regular, 8.5, textWidth),
  );
  const footTop = MARGIN + footLines.length * 12;

  if (content.table) {
    const { header, widths, rightAligned, rows, empty } = content.table;
    const ROW = 15;
    const SIZE = 9;
    const lefts = widths.map((_, index) =>
      widths.slice(0, index).reduce((sum, share) => sum + share * textWidth, MARGIN),
    );
    const cells = (texts: readonly string[], font: PDFFont, color: RGB) => {
      for (const [index, text] of texts.entries()) {
        const columnWidth = (widths[index] ?? 0) * textWidth - 6;
        const shown = fit(winAnsiText(text, font), font, SIZE, columnWidth);
        const x = rightAligned.includes(index)
          ? (lefts[index] ?? MARGIN) + columnWidth - font.widthOfTextAtSize(shown, SIZE)
          : (lefts[index] ?? MARGIN);
        draw(shown, x, y, SIZE, font, color);
      }
    };
    const headerRow = () => {
      cells(header, bold, MUTED);
      rule(y - 5);
      y -= ROW + 2;
    };
    y -= 10;
    headerRow();
    if (rows.length === 0) draw(empty, MARGIN, y, 10, regular, MUTED);
    for (const row of rows) {
      if (y < footTop + ROW) {
        page = doc.addPage([...A4]);
        y = height - MARGIN;
        headerRow();
      }
      cells(row, regular, INK);
      y -= ROW;
    }
  }

  for (const each of doc.getPages()) {
    page = each;
    let footY = footTop - 12;
    for (const line of footLines) {
      draw(line, MARGIN, footY, 8.5, regular, MUTED);
      footY -= 12;
    }
  }
  return doc.save();
}
