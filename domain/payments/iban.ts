import { isValidIBAN } from 'ibantools';
import { code } from '../errors/message';
import { normaliseIban } from './ibanText';

/**
 * IBANs as the bank reads, checks and shows them. ibantools gives the country table, the
 * lengths, most BBAN patterns and national checks, and mod-97. This file adds the bank's rules
 * and holds every country to the SWIFT IBAN registry (release 102, June 2026) where ibantools
 * is looser: a few BBAN structures, and the national check digits it does not know.
 *
 * How an IBAN is read and shown lives in ibanText.ts (re-exported here): pages that only show
 * IBANs load that, without the country tables.
 */
export * from './ibanText';

const STRUCTURE_CLASSES = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' } as const;

/** The registry's notation (`4!a16!n`) as a pattern; `c` needs no small letters once normalised. */
function bbanPattern(structure: string): RegExp {
  const parts = [...structure.matchAll(/(\d+)!([nac])/g)].map(
    ([, count, kind]) => `${STRUCTURE_CLASSES[kind as keyof typeof STRUCTURE_CLASSES]}{${count}}`,
  );
  return new RegExp(`^${parts.join('')}$`);
}

// ibantools' own patterns take digits in the letter-only bank codes of GE, IE, PK, PS and VG
// and a letter in Türkiye's reserved digit, so these are checked on top of it. Where it is
// stricter than the registry (BY and DO bank codes, PK and PS account digits) it is kept.
const REGISTRY_BBAN_STRUCTURES: Readonly<Record<string, RegExp>> = {
  GE: bbanPattern('2!a16!n'),
  IE: bbanPattern('4!a6!n8!n'),
  PK: bbanPattern('4!a16!c'),
  PS: bbanPattern('4!a21!c'),
  TR: bbanPattern('5!n1!n16!c'),
  VG: bbanPattern('4!a16!n'),
};

/** The remainder mod 97 of a digit string, taken in chunks to stay within safe integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

function weightedSum(digits: string, weights: readonly number[]): number {
  return [...digits].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0);
}

/** Finland (and Åland): the account number ends in its Luhn (mod 10) check digit. */
function finnishCheckHolds(bban: string): boolean {
  const sum = [...bban].reverse().reduce((total, char, i) => {
    const doubled = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

// The CIN tables of the Italian banks' standard (the same as the codice fiscale's): a character
// in an odd place counts by the first table, in an even place by its own value (0–9, A=0…Z=25).
const CIN_ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
] as const;

/** Italy and San Marino: the CIN letter first, computed over ABI, CAB and account (22 places). */
function cinHolds(bban: string): boolean {
  const sum = [...bban.slice(1)].reduce((total, char, i) => {
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
    return total + (i % 2 === 0 ? CIN_ODD_VALUES[value]! : value);
  }, 0);
  return String.fromCharCode(65 + (sum % 26)) === bban[0];
}

/**
 * Czechia and Slovakia: the prefix (6 digits) and the account number (10 digits) each weigh to
 * 0 mod 11. ibantools takes a last digit 1 where the rest leaves 1, which no digit can mend.
 */
function czechSlovakCheckHolds(bban: string): boolean {
  const prefix = weightedSum(bban.slice(4, 10), [10, 5, 8, 4, 2, 1]);
  const account = weightedSum(bban.slice(10, 20), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]);
  return prefix % 11 === 0 && account % 11 === 0;
}

/** The RIB reading of a letter: A–I and J–R are 1–9, S–Z are 2–9. */
function ribDigit(char: string): string {
  if (/\d/.test(char)) return char;
  const index = char.charCodeAt(0) - 65;
  return String(index < 9 ? index + 1 : index < 18 ? index - 8 : index - 16);
}

/**
 * The French RIB key, also in Monaco, Mauritania, Djibouti and Tunisia: the last two digits are
 * 97 minus the rest × 100 mod 97, so the whole is 0 mod 97 and the key is 01–97, never 00
 * (ibantools takes 00 for 97, and skips France's overseas codes).
 */
function ribKeyHolds(bban: string): boolean {
  return !bban.endsWith('00') && mod97([...bban].map(ribDigit).join('')) === 0;
}

/** Albania: the 8th digit checks bank and branch with weights 9, 7, 3, 1, 9, 7, 3 (mod 10). */
function albanianCheckHolds(bban: string): boolean {
  return weightedSum(bban.slice(0, 8), [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
}

/** ISO 7064 MOD 97-10 over the whole BBAN, as in ibantools' BA, ME, MK, PT, RS and SI. */
function mod97_10Holds(bban: string): boolean {
  return mod97(bban) === 1;
}

// France, the overseas codes ibantools lists beside it, Monaco, and the RIBs modelled on France's.
// prettier-ignore
const RIB_COUNTRIES = [
  'FR', 'GF', 'GP', 'MQ', 'RE', 'YT', 'NC', 'PF', 'PM', 'TF', 'WF', 'BL', 'MF', 'MC',
  'MR', 'DJ', 'TN',
];

// The national checks ibantools lacks or gets wrong; its others (BA, BE, EE, ES, HR, HU, ME, MK,
// NO, PL, PT, RS, SI) stand. Left out: checks that depend on each bank (DE, DK, GB, NL, SE), or
// that real IBANs break (IS, ST, XK), or that one example cannot confirm (BI).
const NATIONAL_CHECKS: Readonly<Record<string, (bban: string) => boolean>> = {
  ...Object.fromEntries(RIB_COUNTRIES.map((country) => [country, ribKeyHolds])),
  FI: finnishCheckHolds,
  AX: finnishCheckHolds,
  IT: cinHolds,
  SM: cinHolds,
  CZ: czechSlovakCheckHolds,
  SK: czechSlovakCheckHolds,
  AL: albanianCheckHolds,
  TL: mod97_10Holds,
};

/**
 * Known country, right length, the registry's BBAN structure, the national check digits where
 * a country defines them (see NATIONAL_CHECKS) and mod-97. The printed form with spaces and
 * lower-case letters is accepted.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = normaliseIban(value);
  if (!isValidIBAN(iban)) return false;
  const country = iban.slice(0, 2);
  const bban = iban.slice(4);
  const structure = REGISTRY_BBAN_STRUCTURES[country];
  const nationalCheck = NATIONAL_CHECKS[country];
  return (!structure || structure.test(bban)) && (!nationalCheck || nationalCheck(bban));
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

export const SEPA_PREFIX_ERROR = code('payments.rules.sepaPrefix');

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
