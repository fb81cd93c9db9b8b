// Hand-written: no maintained library covers the spec's exact rules and messages.

/**
 * Allowed characters of free-text fields. Spec says "several allowed-character sets, exact sets
 * not shown"; the sets below are our decisions, each with its reason. All match the empty string:
 * whether a field is required is a separate rule.
 */

import { code } from '../errors/message';

/** The code of the spec's message for a character outside a field's set. */
export const CONTAINS_INVALID_CHARS = code('errors.validation.invalidChars');

/**
 * False when the value has characters but all of them are white space (spaces, tabs, no-break
 * spaces). The empty string passes: an empty field is the required rule's business.
 */
export function isNotOnlySpaces(value: string): boolean {
  return value === '' || /\S/.test(value);
}

/**
 * A person's name: letters of any alphabet with their accents, space, hyphen, apostrophe and dot.
 * Why: DVV registers names such as Anna-Liisa, O'Brien, Åström and Nguyễn; no name has digits.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} '’.-]*$/u;

/**
 * An address line: letters with accents, digits, space and . , - / ' ’.
 * Why: Finnish addresses need stair letters and ranges (Mannerheimintie 12-14 B 5) and c/o.
 */
export const ADDRESS_LINE_PATTERN = /^[\p{L}\p{M}0-9 .,'’/-]*$/u;

/**
 * A payee's name, exactly as the spec's payee form has it: A–Z, a–z, digits, Å Ä Ö å ä ö, space,
 * dot, comma and hyphen (message 'Vastaanottaja sisältää kiellettyjä merkkejä'). Other Latin
 * letters (é, ü, ø) are refused: the spec names only the Finnish ones.
 */
export const PAYEE_NAME_PATTERN = /^[A-Za-z0-9ÅÄÖåäö .,-]*$/;

/**
 * A payment's free-text message: the SEPA basic Latin character set of the EPC rulebooks,
 * a–z A–Z 0–9 / - ? : ( ) . , ' + and space, plus Å Ä Ö å ä ö, which Finnish banks carry (and
 * convert for a bank that cannot). Other characters (€, &, emoji) are refused before sending.
 */
export const SEPA_MESSAGE_PATTERN = /^[A-Za-z0-9ÅÄÖåäö/?:().,'+ -]*$/;

export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value);
}

export function isAddressLine(value: string): boolean {
  return ADDRESS_LINE_PATTERN.test(value);
}

export function isPayeeName(value: string): boolean {
  return PAYEE_NAME_PATTERN.test(value);
}

export function isSepaMessage(value: string): boolean {
  return SEPA_MESSAGE_PATTERN.test(value);
}

/** The code of 'Contains invalid chars' when the value has a character outside the set, else null. */
export function validateAllowedChars(value: string, allowed: RegExp): string | null {
  return allowed.test(value) ? null : CONTAINS_INVALID_CHARS;
}
