import { z } from 'zod';
import { code } from '../errors/message';
import { isAddressLine, CONTAINS_INVALID_CHARS } from '../forms/text';
import { normalisePhoneWithoutCode, validatePhone } from '../identity/phone';
import { LOAN_PURPOSES } from './loan';

/**
 * The loan application form beside the money (income and expenses, which the api layer reads
 * as euros into cents): contact details, the purpose of the loan, and the KYC questions. The
 * applicant's identity (name, henkilötunnus) comes from the strong identification, not the form.
 */
export const APPLICATION_FORM_MESSAGES = {
  required: code('errors.validation.required'),
  invalidEmail: code('errors.validation.invalidEmail'),
  emailTooLong: code('errors.validation.emailTooLong', { max: 80 }),
  invalidPhone: code('errors.validation.invalidPhone'),
  postalCode: code('loanApplication.validation.postalCode'),
  purpose: code('loanApplication.validation.purpose'),
  answer: code('loanApplication.validation.answer'),
} as const;

const required = (max: number) =>
  z
    .string({ error: APPLICATION_FORM_MESSAGES.required })
    .trim()
    .min(1, { error: APPLICATION_FORM_MESSAGES.required, abort: true })
    .max(max, { error: code('errors.validation.tooLong', { max }) });

const addressLine = (max: number) =>
  required(max).refine(isAddressLine, { error: CONTAINS_INVALID_CHARS });

const answer = z.boolean({ error: APPLICATION_FORM_MESSAGES.answer });

export const applicationFormSchema = z.object({
  Email: required(80).pipe(z.email({ error: APPLICATION_FORM_MESSAGES.invalidEmail })),
  Phone: required(30)
    .refine((number) => validatePhone(number) === null, {
      error: APPLICATION_FORM_MESSAGES.invalidPhone,
    })
    // overwrite, not transform: the client encodes its request with this schema too.
    .overwrite(normalisePhoneWithoutCode),
  StreetAddress: addressLine(100),
  PostalCode: z
    .string({ error: APPLICATION_FORM_MESSAGES.required })
    .trim()
    .regex(/^\d{5}$/, { error: APPLICATION_FORM_MESSAGES.postalCode }),
  City: addressLine(50),
  PurposeEnum: z.enum(LOAN_PURPOSES, { error: APPLICATION_FORM_MESSAGES.purpose }),
  /** KYC: a politically exposed person (or their family member or close associate). */
  IsPoliticallyExposed: answer,
  /** KYC: the applicant borrows for themselves, not on someone else's behalf. */
  ActsOnOwnBehalf: answer,
});

export type ApplicationForm = z.output<typeof applicationFormSchema>;
