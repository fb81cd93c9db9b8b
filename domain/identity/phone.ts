// Hand-written: no maintained library covers the spec's exact rules and messages.

import { CONTAINS_INVALID_CHARS } from '../forms/text';
import { code } from '../errors/message';

/**
 * Phone numbers as the spec's two tables check them: a number typed alone, and a number typed
 * beside a country-code picker. The messages are codes of the spec's texts (`errors.phone`).
 * Spec leaves spacing open; we ignore white space when counting, because spaces are removed
 * before a number is sent. Hyphens and other marks are 'Contains invalid chars'.
 */

export const PHONE_COUNTRY_CODES = ['+358', '+372', '+46', '+49'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

export const PHONE_ERRORS = {
  empty: code('errors.phone.empty'),
  tooShort: code('errors.phone.tooShort'),
  tooLong: code('errors.phone.tooLong'),
  invalid: code('errors.phone.invalid'),
  invalidChars: CONTAINS_INVALID_CHARS,
  invalidCountryCode: code('errors.phone.invalidCountryCode'),
  noCountryValidator: code('errors.phone.noCountryValidator'),
} as const;
/** The code of what is wrong with a phone number. */
export type PhoneError = string;

interface Range {
  min: number;
  max: number;
}

/** Characters of a number typed without a separate code, `+` included. */
const FINNISH_INTERNATIONAL_LENGTH: Range = { min: 10, max: 14 };
const OTHER_LENGTH: Range = { min: 7, max: 11 };

/** Digits after the country code, once the trunk 0 is dropped. */
const DIGITS_AFTER_CODE: Readonly<Record<PhoneCountryCode, Range>> = {
  '+358': { min: 6, max: 11 },
  '+372': { min: 7, max: 8 },
  '+46': { min: 6, max: 15 },
  '+49': { min: 6, max: 15 },
};

// Spec names the dropped leading 0 for +358 only; Sweden and Germany dial the same trunk 0
// (070…, 0151…), so we drop it there too, or +46 070… would be stored undiallable.
const TRUNK_PREFIX_CODES: ReadonlySet<string> = new Set(['+358', '+46', '+49']);

function isPhoneCountryCode(code: string): code is PhoneCountryCode {
  return (PHONE_COUNTRY_CODES as readonly string[]).includes(code);
}

function withoutSpaces(text: string): string {
  return text.replace(/\s/g, '');
}

/** The error for characters other than digits and one leading `+`, or null. */
function characterError(compact: string, plusAllowed: boolean): PhoneError | null {
  if ((plusAllowed ? /^\+?\d+$/ : /^\d+$/).test(compact)) return null;
  // Only digits and plus signs, but a plus out of place: a typing error, not a bad character.
  return /^[+\d]+$/.test(compact) ? PHONE_ERRORS.invalid : PHONE_ERRORS.invalidChars;
}

function lengthError(length: number, { min, max }: Range): PhoneError | null {
  if (length < min) return PHONE_ERRORS.tooShort;
  if (length > max) return PHONE_ERRORS.tooLong;
  return null;
}

/** `+3580401234567` → `+358401234567`; anything else as it is. */
function withoutFinnishTrunkZero(compact: string): string {
  return compact.startsWith('+3580') ? `+358${compact.slice(5)}` : compact;
}

/**
 * Checks a number typed without a separate country code; null when valid. `+358` numbers have
 * 10 to 14 characters, all others 7 to 11.
 */
export function validatePhone(number: string): PhoneError | null {
  const compact = withoutSpaces(number);
  if (compact === '') return PHONE_ERRORS.empty;
  const badCharacters = characterError(compact, true);
  if (badCharacters) return badCharacters;
  if (compact.startsWith('+0')) return PHONE_ERRORS.invalidCountryCode;
  if (compact.startsWith('+358')) {
    // Spec drops a leading 0 after +358 (`+358 040…` is `+358 40…`); counted without it.
    const international = withoutFinnishTrunkZero(compact);
    if (international.charAt(4) === '0') return PHONE_ERRORS.invalid;
    return lengthError(international.length, FINNISH_INTERNATIONAL_LENGTH);
  }
  return lengthError(compact.length, OTHER_LENGTH);
}

/**
 * The number to send for one typed without a separate code: spaces gone and the 0 after +358
 * dropped (`+358 040 123 4567` → `+358401234567`); other numbers only lose their spaces.
 */
export function normalisePhoneWithoutCode(number: string): string {
  return withoutFinnishTrunkZero(withoutSpaces(number));
}

/** The number's digits after the country code with the trunk 0 dropped, or an error. */
function nationalNumber(code: string, number: string): { digits: string } | { error: PhoneError } {
  if (!/^\+[1-9]\d{0,2}$/.test(code)) return { error: PHONE_ERRORS.invalidCountryCode };
  if (!isPhoneCountryCode(code)) return { error: PHONE_ERRORS.noCountryValidator };
  const typed = withoutSpaces(number);
  if (typed === '') return { error: PHONE_ERRORS.empty };
  // A whole number pasted beside the picker (`+358 040…`) repeats its code: read it off.
  const compact =
    typed.startsWith(code) && typed.length > code.length ? typed.slice(code.length) : typed;
  const badCharacters = characterError(compact, false);
  if (badCharacters) return { error: badCharacters };
  const digits =
    TRUNK_PREFIX_CODES.has(code) && compact.startsWith('0') ? compact.slice(1) : compact;
  // No national number of these countries starts with 0 once the trunk 0 is gone (00… is abroad).
  if (digits.startsWith('0')) return { error: PHONE_ERRORS.invalid };
  const error = lengthError(digits.length, DIGITS_AFTER_CODE[code]);
  return error ? { error } : { digits };
}

/**
 * Checks a number typed beside a country-code picker; null when valid. A code that is not
 * `+` and 1–3 digits is 'Invalid country code'; a well-formed code outside
 * PHONE_COUNTRY_CODES is 'Country specific validator not found'.
 */
export function validatePhoneWithCountryCode(code: string, number: string): PhoneError | null {
  const result = nationalNumber(code, number);
  return 'error' in result ? result.error : null;
}

/**
 * The number to send: `+358401234567` when valid (spaces and trunk 0 gone), else code and
 * number joined as typed, for the server to judge.
 */
export function normalisePhone(code: string, number: string): string {
  const result = nationalNumber(code, number);
  return 'digits' in result ? code + result.digits : code + number;
}

export interface SplitPhone {
  /** null for a stored number whose code the picker does not offer. */
  countryCode: PhoneCountryCode | null;
  number: string;
}

const CODES_LONGEST_FIRST = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length);

/**
 * Splits a stored number to pre-fill the picker and the input. Spec leaves numbers without a
 * code open; we read them as Finnish (`040…` → +358), and `00` as the international `+`.
 */
export function splitPhone(full: string): SplitPhone {
  const compact = withoutSpaces(full);
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  for (const code of CODES_LONGEST_FIRST) {
    if (international.startsWith(code)) {
      return { countryCode: code, number: international.slice(code.length) };
    }
  }
  if (international.startsWith('+')) return { countryCode: null, number: international };
  return { countryCode: '+358', number: full.trim() };
}
