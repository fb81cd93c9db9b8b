import { z } from 'zod';
import { code } from '../errors/message';
import { isKnownCountryCode } from '../identity/countries';
import {
  normalisePhone,
  PHONE_COUNTRY_CODES,
  validatePhoneWithCountryCode,
} from '../identity/phone';
import { isAddressLine, isNotOnlySpaces } from '../forms/text';
import { isValidIban, normaliseIban } from '../payments/iban';

/**
 * A person keeping her own details current (the law requires it: KYC): her address, her phone
 * number (in force only after an SMS code sent to the new number), the account the bank pays to,
 * and her feedback. Spec leaves the limits open; ours are named here, each with its reason.
 */

// Posti's address lines fit in 100 characters; the longest Finnish municipality name is 23.
export const STREET_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;
/** Foreign postal codes: the longest in use (e.g. Iran 10 digits with a hyphen) fit in 10. */
export const FOREIGN_POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
export const FINNISH_POSTAL_CODE_PATTERN = /^\d{5}$/;

/** The SMS code: 4 digits, valid 10 minutes, used once, at most 5 wrong tries. */
export const PHONE_CODE_LENGTH = 4;
export const PHONE_CODE_VALID_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;

export const FEEDBACK_TOPICS = ['WebBank', 'Service', 'Products', 'Other'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_MAX_LENGTH = 2000;

export const OWN_DETAILS_MESSAGES = {
  required: code('errors.validation.required'),
  invalidChars: code('errors.validation.invalidChars'),
  streetTooLong: code('errors.validation.tooLong', { max: STREET_MAX_LENGTH }),
  cityTooLong: code('errors.validation.tooLong', { max: CITY_MAX_LENGTH }),
  finnishPostalCode: code('customer.rules.finnishPostalCode'),
  postalCode: code('customer.rules.postalCode'),
  country: code('customer.rules.country'),
  phoneCode: code('customer.rules.phoneCode'),
  // The payments' 'Virheellinen tilinumero', in this namespace: the page loads no payments texts.
  invalidIban: code('customer.rules.invalidIban'),
  topic: code('customer.rules.feedbackTopic'),
  feedbackTooLong: code('errors.validation.tooLong', { max: FEEDBACK_MAX_LENGTH }),
} as const;

const M = OWN_DETAILS_MESSAGES;

/** A required text: trimmed, not empty, not only spaces, within `max`. */
const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(max, { error: tooLong });

/** Why a postal code does not fit its country, or null: Finnish ones are five digits. */
export function postalCodeError(postalCode: string, country: string): string | null {
  if (postalCode === '') return M.required;
  if (country === 'FI')
    return FINNISH_POSTAL_CODE_PATTERN.test(postalCode) ? null : M.finnishPostalCode;
  return FOREIGN_POSTAL_CODE_PATTERN.test(postalCode) ? null : M.postalCode;
}

/** A new address: street, postal code (five digits in Finland), city and country (ISO code). */
export const addressChangeSchema = z
  .object({
    StreetAddress: requiredText(STREET_MAX_LENGTH, M.streetTooLong).refine(isAddressLine, {
      error: M.invalidChars,
    }),
    PostalCode: z.string({ error: M.required }).trim(),
    City: requiredText(CITY_MAX_LENGTH, M.cityTooLong).refine(isAddressLine, {
      error: M.invalidChars,
    }),
    Country: z
      .string({ error: M.country })
      .trim()
      .toUpperCase()
      .refine(isKnownCountryCode, { error: M.country }),
  })
  .superRefine(({ PostalCode, Country }, context) => {
    const error = postalCodeError(PostalCode, Country);
    if (error) context.addIssue({ code: 'custom', path: ['PostalCode'], message: error });
  });
export type AddressChange = z.output<typeof addressChangeSchema>;

/** A new phone number beside the country-code picker; sent as `+358401234567`. */
export const phoneChangeSchema = z
  .object({
    CountryCode: z.enum(PHONE_COUNTRY_CODES, { error: code('errors.phone.noCountryValidator') }),
    Number: z.string({ error: code('errors.phone.empty') }),
  })
  .superRefine(({ CountryCode, Number }, context) => {
    const error = validatePhoneWithCountryCode(CountryCode, Number);
    if (error) context.addIssue({ code: 'custom', path: ['Number'], message: error });
  });
export type PhoneChange = z.output<typeof phoneChangeSchema>;

/** The number the bank stores for a valid change. */
export const phoneOf = ({ CountryCode, Number }: PhoneChange): string =>
  normalisePhone(CountryCode, Number);

export const isPhoneCode = (value: string): boolean => /^\d{4}$/.test(value);

/** The 4-digit code as the customer typed it. */
export const phoneCodeSchema = z
  .string({ error: M.phoneCode })
  .refine(isPhoneCode, { error: M.phoneCode });

/** The account the bank pays to: a valid IBAN, kept without spaces and in capitals. */
export const bankAccountChangeSchema = z.object({
  Iban: z
    .string({ error: M.required })
    .overwrite(normaliseIban)
    .min(1, { error: M.required, abort: true })
    .refine(isValidIban, { error: M.invalidIban }),
});
export type BankAccountChange = z.output<typeof bankAccountChangeSchema>;

/** Feedback to the bank: a topic, a message of at most 2000 characters, and whether to answer. */
export const feedbackSchema = z.object({
  Topic: z.enum(FEEDBACK_TOPICS, { error: M.topic }),
  Message: requiredText(FEEDBACK_MAX_LENGTH, M.feedbackTooLong).refine(isNotOnlySpaces, {
    error: M.required,
  }),
  ContactAllowed: z.boolean({ error: M.required }),
});
export type Feedback = z.output<typeof feedbackSchema>;
