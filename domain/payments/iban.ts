import { isValidIBAN } from 'ibantools';

/**
 * IBANs as the bank reads, checks and shows them. The country table, the BBAN patterns, the
 * national checksums and mod-97 all come from ibantools; this file only adds the bank's rules.
 */

/** The electronic form: no whitespace, upper-case (`fi21 1234…` → `FI2112345600000785`). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Known country, right length, BBAN pattern, national checksum where ibantools has one
 * (BE, BA, CZ, EE, ES, FR, HR, HU, MC, ME, MK, NO, PL, PT, RS, SI, SK) and mod-97.
 * The printed form with spaces and lower-case letters is accepted.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return isValidIBAN(normaliseIban(value));
}

export function isFinnishIban(iban: string): boolean {
  return normaliseIban(iban).startsWith('FI');
}

export interface IbanFormatOptions {
  /** Drop `FI` and its two check digits, as on a Finnish bank's own account lists. */
  hideFinnishPrefix?: boolean;
}

function groupsOfFour(compact: string): string[] {
  return compact.match(/.{1,4}/g) ?? [];
}

function displayedCharacters(iban: string, options: IbanFormatOptions): string {
  const compact = normaliseIban(iban);
  // Spec leaves the grouping without the prefix open; we keep the groups of 4 from the left,
  // so the rest reads exactly as the tail of the full IBAN (`1234 5600 0007 85`).
  return options.hideFinnishPrefix && compact.startsWith('FI') ? compact.slice(4) : compact;
}

/** `FI21 1234 5600 0007 85`: groups of 4 from the left. */
export function formatIban(iban: string, options: IbanFormatOptions = {}): string {
  return groupsOfFour(displayedCharacters(iban, options)).join(' ');
}

/**
 * What a screen shows and what a screen reader says: each character spoken on its own,
 * the groups of 4 separated by a comma pause (`F I 2 1, 1 2 3 4, …`).
 */
export function ibanParts(
  iban: string,
  options: IbanFormatOptions = {},
): { display: string; aria: string } {
  const groups = groupsOfFour(displayedCharacters(iban, options));
  return {
    display: groups.join(' '),
    aria: groups.map((group) => [...group].join(' ')).join(', '),
  };
}

/** The bank's own reference accounts carry `714` in characters 5 to 7. */
export function isBankReferenceIban(iban: string): boolean {
  return normaliseIban(iban).slice(4, 7) === '714';
}

/**
 * The countries in the geographical scope of the SEPA schemes, from the European Payments
 * Council's "EPC list of countries and territories of the SEPA schemes" (EPC409-09), including
 * Albania, Montenegro, Moldova and North Macedonia (admitted 2024–2025), plus the territories
 * it lists that have IBAN country codes of their own in the SWIFT IBAN registry.
 */
// prettier-ignore
export const SEPA_COUNTRY_CODES: readonly string[] = [
  // EU member states
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE',
  'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  // EEA
  'IS', 'LI', 'NO',
  // Other scheme countries
  'AD', 'AL', 'CH', 'GB', 'MC', 'MD', 'ME', 'MK', 'SM', 'VA',
  // Territories: Åland, Gibraltar, and the French overseas departments and collectivities in
  // SEPA (Pacific ones - NC, PF, WF - and TF are not). Jersey, Guernsey and Man use GB IBANs.
  'AX', 'GI', 'GF', 'GP', 'MQ', 'RE', 'YT', 'PM', 'BL', 'MF',
];

const sepaCountries = new Set(SEPA_COUNTRY_CODES);

export const SEPA_PREFIX_ERROR = 'SEPA prefix is invalid';

/** Shorter than 15 characters passes (still being typed); otherwise the country must be SEPA. */
export function isSepaIban(iban: string): boolean {
  const compact = normaliseIban(iban);
  return compact.length < 15 || sepaCountries.has(compact.slice(0, 2));
}

export function sepaPrefixError(iban: string): string | null {
  return isSepaIban(iban) ? null : SEPA_PREFIX_ERROR;
}

// The spec's shape wins over ibantools' isValidBIC, which wants 6 letters and a known country:
// the spec allows digits in the bank code (4 alphanumerics) and no country table.
const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/i;

/** 4 alphanumerics + 2 letters + 2 alphanumerics + optional 3 alphanumerics, any case. */
export function isValidBic(value: unknown): boolean {
  return typeof value === 'string' && BIC_PATTERN.test(value);
}
