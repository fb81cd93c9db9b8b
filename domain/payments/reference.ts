/**
 * Payment references on Finnish invoices: the national reference number (viitenumero, check
 * digit with weights 7, 3, 1) and the international RF creditor reference (ISO 11649, mod-97),
 * as Finanssiala's guide "Viitenumero ja RF-viite" describes them.
 */

const NATIONAL_PATTERN = /^\d{4,20}$/;
const BASE_PATTERN = /^\d{3,19}$/;
// The spec's RF form: RF, two check digits and the reference, 6 to 23 digits in all.
const RF_PATTERN = /^RF(\d{2})(\d{4,21})$/;
const WEIGHTS = [7, 3, 1] as const;

/** No whitespace, upper-case: `rf34 1234 561` → `RF341234561`. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function nationalCheckDigit(base: string): string {
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    sum += Number(base[base.length - 1 - i]) * WEIGHTS[i % 3]!;
  }
  return String((10 - (sum % 10)) % 10);
}

function isValidNational(compact: string): boolean {
  return (
    NATIONAL_PATTERN.test(compact) && nationalCheckDigit(compact.slice(0, -1)) === compact.slice(-1)
  );
}

/** The remainder mod 97 of a long digit string, taken in chunks to stay within safe integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

// ISO 11649: the reference, then R = 27, F = 15, then the check digits; the whole is 1 mod 97.
const RF_DIGITS = '2715';

function isValidRf(compact: string): boolean {
  const match = RF_PATTERN.exec(compact);
  if (!match) return false;
  const [, check = '', body = ''] = match;
  return mod97(`${body}${RF_DIGITS}${check}`) === 1;
}

function rfCheckDigits(body: string): string {
  return String(98 - mod97(`${body}${RF_DIGITS}00`)).padStart(2, '0');
}

/**
 * A national reference (4–20 digits, the last one the 7-3-1 check digit) or an RF reference
 * (RF + 6–23 digits, mod-97). Printed forms with spaces are accepted.
 */
export function isValidFinnishReference(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = normaliseReference(value);
  return compact.startsWith('RF') ? isValidRf(compact) : isValidNational(compact);
}

/** The national reference for a base of 3–19 digits: the base and its check digit. */
export function createFinnishReference(base: string): string {
  const compact = normaliseReference(base);
  if (!BASE_PATTERN.test(compact)) {
    throw new RangeError(`A reference base is 3 to 19 digits: ${base}`);
  }
  return `${compact}${nationalCheckDigit(compact)}`;
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * The RF form of a national reference: `1234561` → `RF341234561`. Leading zeros are left out:
 * they change neither check digit.
 */
export function toRfReference(national: string): string {
  const compact = normaliseReference(national);
  if (!isValidNational(compact)) {
    throw new RangeError(`Not a Finnish reference number: ${national}`);
  }
  const body = withoutLeadingZeros(compact);
  return `RF${rfCheckDigits(body)}${body}`;
}

/** The national reference inside an RF reference, or null when there is none. */
export function fromRfReference(rf: string): string | null {
  const compact = normaliseReference(rf);
  if (!isValidRf(compact)) return null;
  const national = withoutLeadingZeros(compact.slice(4));
  return isValidNational(national) ? national : null;
}

/**
 * As Finnish invoices print them: national in groups of 5 from the right (`69 87567 20834`),
 * RF in groups of 4 from the left (`RF34 1234 561`). Anything else is returned as typed.
 */
export function formatReference(value: string): string {
  const compact = normaliseReference(value);
  if (/^RF[0-9A-Z]*$/.test(compact)) return (compact.match(/.{1,4}/g) ?? []).join(' ');
  if (/^\d+$/.test(compact)) return compact.replace(/\B(?=(\d{5})+$)/g, ' ');
  return value;
}
