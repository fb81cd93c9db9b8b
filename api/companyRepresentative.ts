/**
 * The company's contact person (spec §2 `/bank/company/representative`) and the persons
 * authorised to act for it (`get-authorized-customers`). The catalogue names no call for the
 * contact person: these two are ours, in its words.
 */
import { z } from 'zod';
import { contactPersonSchema } from '../domain/company/contactPerson';
import { phoneNumber } from './bank';
import { defineCall, type CallGroup } from './call';
import { noPayload } from './wire';

const group: CallGroup = 'bank';

export const contactPersonRecord = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: phoneNumber,
});
export type ContactPersonRecord = z.output<typeof contactPersonRecord>;

export const companyContactPerson = defineCall({
  group,
  name: 'company-contact-person',
  method: 'GET',
  request: noPayload,
  response: contactPersonRecord.nullable(),
  policy: {
    summary: 'The company’s contact person, or null when it has named none.',
    access: 'view',
    customerType: 'Company',
    reads: ['customer'],
  },
});

export const companyContactPersonUpdate = defineCall({
  group,
  name: 'company-contact-person-update',
  request: contactPersonSchema.strict(),
  response: contactPersonRecord,
  policy: {
    summary: 'Names the company’s contact person.',
    access: 'act',
    customerType: 'Company',
    changes: ['customer'],
  },
});

/** The rights to a company, the widest first. */
export const AUTHORIZED_ROLES = ['MainUser', 'ViewOnly', 'CardHolder'] as const;

export const authorizedCustomer = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Role: z.enum(AUTHORIZED_ROLES),
  /** As the trade register shows it ('Toimitusjohtaja'), when the person represents the company. */
  Representation: z.string().nullable(),
});
export type AuthorizedCustomer = z.output<typeof authorizedCustomer>;

export const getAuthorizedCustomers = defineCall({
  group,
  name: 'get-authorized-customers',
  request: noPayload,
  response: z.array(authorizedCustomer),
  policy: {
    summary: 'The persons who may act for the company or see it, and their rights.',
    access: 'view',
    customerType: 'Company',
    reads: ['customer'],
  },
});
