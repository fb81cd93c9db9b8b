import { z } from 'zod';
import { code } from '../errors/message';
import { CONTAINS_INVALID_CHARS, isAddressLine } from '../forms/text';
import { normalisePhone, splitPhone, validatePhoneWithCountryCode } from '../identity/phone';

/**
 * A company's contact details, which its users keep current themselves (KYC), and its requests
 * to the bank to change what only the bank changes (the registered name, the business ID). The
 * spec gives no form for either: the fields are those of the customer details, the rules those
 * of the domain's validators. Contact details need no strong identification (the spec asks it
 * only of security limits and the phone and bank-account changes of a person).
 */
export const COMPANY_MESSAGES = {
  required: code('errors.validation.required'),
  invalidEmail: code('errors.validation.invalidEmail'),
  emailTooLong: code('errors.validation.emailTooLong', { max: 80 }),
  postalCode: code('company.validation.postalCode'),
  subject: code('company.validation.subject'),
} as const;

const required = (max: number) =>
  z
    .string({ error: COMPANY_MESSAGES.required })
    .trim()
    .min(1, { error: COMPANY_MESSAGES.required, abort: true })
    .max(max, { error: code('errors.validation.tooLong', { max }) });

const addressLine = (max: number) =>
  required(max).refine(isAddressLine, { error: CONTAINS_INVALID_CHARS });

/**
 * The number as the phone input joins it (`+358401234567`), checked by the spec's table for
 * country codes and kept normalised (`overwrite`: the client encodes with this schema too).
 */
const phoneNumber = z
  .string({ error: COMPANY_MESSAGES.required })
  .trim()
  .min(1, { error: code('errors.phone.empty'), abort: true })
  .superRefine((full, context) => {
    const { countryCode, number } = splitPhone(full);
    const problem =
      countryCode === null
        ? code('errors.phone.noCountryValidator')
        : validatePhoneWithCountryCode(countryCode, number);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .overwrite((full) => {
    const { countryCode, number } = splitPhone(full);
    return countryCode === null ? full : normalisePhone(countryCode, number);
  });

export const companyContactDetailsSchema = z.object({
  StreetAddress: addressLine(100),
  PostalCode: z
    .string({ error: COMPANY_MESSAGES.required })
    .trim()
    .regex(/^\d{5}$/, { error: COMPANY_MESSAGES.postalCode }),
  City: addressLine(50),
  Email: required(80).pipe(z.email({ error: COMPANY_MESSAGES.invalidEmail })),
  PhoneNumber: phoneNumber,
});
export type CompanyContactDetails = z.output<typeof companyContactDetailsSchema>;

/** What a company asks the bank to change: its registered details, which only the bank changes. */
export const CONTACT_REQUEST_SUBJECTS = ['Name', 'BusinessId', 'Representatives', 'Other'] as const;
export type ContactRequestSubject = (typeof CONTACT_REQUEST_SUBJECTS)[number];
export const CONTACT_REQUEST_MAX_LENGTH = 1000;

// Lines are allowed; other control characters (and NUL, which the database refuses) are not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f]/;

export const companyContactRequestSchema = z.object({
  Subject: z.enum(CONTACT_REQUEST_SUBJECTS, { error: COMPANY_MESSAGES.subject }),
  Message: required(CONTACT_REQUEST_MAX_LENGTH).refine((text) => !CONTROL_CHARACTERS.test(text), {
    error: code('errors.validation.plainText'),
  }),
});
export type CompanyContactRequest = z.output<typeof companyContactRequestSchema>;
