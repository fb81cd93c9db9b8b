import { formatDate } from '../dates/dates';
import type { Cents } from '../money/money';

/**
 * An account statement as CSV the way Finnish spreadsheets open it: semicolons between fields
 * (the comma is the decimal mark), amounts with a decimal comma and no thousands separator, days
 * as `dd.mm.yyyy`, CRLF line ends, and a UTF-8 byte-order mark so Excel reads å, ä and ö.
 */

export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/** `-1234,50`: cents as euros with a decimal comma, a minus for money out, never grouped. */
export function csvAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/** `26.11.2026` for `2026-11-26`. */
export const csvDay = (day: string): string => formatDate(day);

/**
 * A text field: quoted when it holds the separator, a quote or a line break (quotes doubled).
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading
 * apostrophe: a payee's name or message is someone else's text.
 */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: the BOM, the header row, then a row per line, each ending in CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const lines = [header.map(csvText), ...rows].map((fields) => fields.join(CSV_SEPARATOR));
  return UTF8_BOM + lines.map((line) => `${line}\r\n`).join('');
}
