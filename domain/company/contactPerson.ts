import { z } from 'zod';
import { code } from '../errors/message';
import { CONTAINS_INVALID_CHARS, isPersonName } from '../forms/text';
import { companyContactDetailsSchema } from './contactDetails';

/**
 * The company's contact person ('Yhteyshenkilö', spec §2 `/bank/company/representative`): whom
 * the bank contacts about the company. The spec gives no form: a name and the ways to reach
 * them, the e-mail and phone by the company's contact details' rules.
 */
export const CONTACT_PERSON_NAME_MAX_LENGTH = 50;

const personName = z
  .string({ error: code('errors.validation.required') })
  .trim()
  .min(1, { error: code('errors.validation.required'), abort: true })
  .max(CONTACT_PERSON_NAME_MAX_LENGTH, {
    error: code('errors.validation.tooLong', { max: CONTACT_PERSON_NAME_MAX_LENGTH }),
  })
  .refine(isPersonName, { error: CONTAINS_INVALID_CHARS });

export const contactPersonSchema = z.object({
  FirstName: personName,
  LastName: personName,
  Email: companyContactDetailsSchema.shape.Email,
  PhoneNumber: companyContactDetailsSchema.shape.PhoneNumber,
});
export type ContactPerson = z.output<typeof contactPersonSchema>;
