import { parseIsoDate } from '../dates/dates';
import { code } from '../errors/message';
import { isValidIban, normaliseIban } from './iban';
import type { Cents } from '../money/money';
import { isValidFinnishReference, normaliseReference } from './reference';

/**
 * The Finnish virtual barcode (virtuaaliviivakoodi) of Finanssiala's "Pankkiviivakoodi-opas",
 * versions 4 (national reference) and 5 (RF reference). 54 digits:
 *
 *   version 4: 4 | IBAN without FI (16) | euros (6) | cents (2) | 000 | reference (20) | YYMMDD
 *   version 5: 5 | IBAN without FI (16) | euros (6) | cents (2) | RF check (2) | reference (21) | YYMMDD
 *
 * Version 4 keeps 3 digits in reserve as zeros; version 5 has none (its RF check digits sit
 * there). References are zero-padded on the left.
 */

export const BARCODE_LENGTH = 54;
export const BARCODE_INPUT_MAX_LENGTH = 60;
export const BARCODE_ERROR = code('payments.rules.checkBarcode');

const BARCODE_PATTERN = /^[45]\d{53}$/;
const MAX_AMOUNT_CENTS = 99_999_999;

export interface VirtualBarcode {
  /** Electronic form, `FI7944052020036082`. */
  iban: string;
  amountCents: Cents;
  /** National (`868516259619897`) or RF (`RF09868516259619897`), no spaces, no padding. */
  reference: string;
  /** `YYYY-MM-DD`, or null when the invoice has no due date (`000000`). */
  dueDate: string | null;
}

export type BarcodeResult = { ok: true; value: VirtualBarcode } | { ok: false; error: string };

const failure = { ok: false, error: BARCODE_ERROR } as const;

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

function readDueDate(yymmdd: string): string | null | undefined {
  if (yymmdd === '000000') return null;
  const iso = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/**
 * Reads a scanned or typed barcode. Whitespace is ignored. Beside the spec's valid IBAN and due
 * date, the reserved digits of version 4 must be zeros and the reference must be whole: its
 * check digit holds (7-3-1 in version 4, ISO 11649 mod-97 in version 5) and it is not all zeros.
 */
export function parseVirtualBarcode(value: string): BarcodeResult {
  if (value.length > BARCODE_INPUT_MAX_LENGTH) return failure;
  const code = value.replace(/\s+/g, '');
  if (!BARCODE_PATTERN.test(code)) return failure;

  const iban = `FI${code.slice(1, 17)}`;
  if (!isValidIban(iban)) return failure;
  const dueDate = readDueDate(code.slice(48, 54));
  if (dueDate === undefined) return failure;

  const version4 = code[0] === '4';
  if (version4 && code.slice(25, 28) !== '000') return failure;
  const amountCents = Number(code.slice(17, 23)) * 100 + Number(code.slice(23, 25));
  // An all-zero reference is left empty here, which no reference rule accepts.
  const reference = version4
    ? withoutLeadingZeros(code.slice(28, 48))
    : `RF${code.slice(25, 27)}${withoutLeadingZeros(code.slice(27, 48))}`;
  if (!isValidFinnishReference(reference)) return failure;
  return { ok: true, value: { iban, amountCents, reference, dueDate } };
}

/**
 * The barcode of an invoice (for the sandbox bank's printed invoices): version 5 for an RF
 * reference, version 4 otherwise. Throws RangeError for what a barcode cannot carry.
 */
export function createVirtualBarcode(invoice: VirtualBarcode): string {
  const iban = normaliseIban(invoice.iban);
  if (!iban.startsWith('FI') || !isValidIban(iban)) {
    throw new RangeError(`A barcode carries only a valid Finnish IBAN: ${invoice.iban}`);
  }
  const { amountCents } = invoice;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`A barcode carries 0 to 999 999,99 euros: ${amountCents} cents`);
  }
  const reference = normaliseReference(invoice.reference);
  if (!isValidFinnishReference(reference)) {
    throw new RangeError(`Not a Finnish or RF reference: ${invoice.reference}`);
  }
  let dueDate = '000000';
  if (invoice.dueDate !== null) {
    const date = parseIsoDate(invoice.dueDate);
    if (!date || date.getFullYear() < 2000 || date.getFullYear() > 2099) {
      throw new RangeError(`A barcode carries due dates in 2000–2099: ${invoice.dueDate}`);
    }
    dueDate = invoice.dueDate.slice(2).replace(/-/g, '');
  }

  const euros = String(Math.floor(amountCents / 100)).padStart(6, '0');
  const cents = String(amountCents % 100).padStart(2, '0');
  const account = iban.slice(2);
  // isValidFinnishReference guarantees digits only, at most 20 (national) or 21 (RF body).
  const tail = reference.startsWith('RF')
    ? `${reference.slice(2, 4)}${reference.slice(4).padStart(21, '0')}`
    : `000${reference.padStart(20, '0')}`;
  const version = reference.startsWith('RF') ? '5' : '4';
  return `${version}${account}${euros}${cents}${tail}${dueDate}`;
}

/**
 * Of the barcodes read off a picture (a photo, a PDF page, a camera frame), the first that is an
 * invoice's virtual barcode. When none is, the first one's refusal ('Tarkista viivakoodi'): a
 * Code 128 code on an invoice is its bank barcode misprinted or misread. Null when the picture
 * had no barcode at all.
 */
export function readScannedBarcodes(codes: readonly string[]): BarcodeResult | null {
  const results = codes.map(parseVirtualBarcode);
  return results.find((result) => result.ok) ?? results[0] ?? null;
}
