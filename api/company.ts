/**
 * A company's details (spec §2, `/bank/company`): read (`company-details`, by GET and, as the
 * catalogue also lists it, by POST), its contact details changed by its users
 * (`company-details-update`), and a request to the bank to change what only the bank changes
 * (`company-contact-request`). The catalogue shows no payloads: the fields are the customer
 * details' words.
 */
import { z } from 'zod';
import {
  companyContactDetailsSchema,
  companyContactRequestSchema,
  CONTACT_REQUEST_SUBJECTS,
} from '../domain/company/contactDetails';
import { phoneNumber } from './bank';
import { defineCall, type CallGroup } from './call';
import { noPayload } from './wire';

const group: CallGroup = 'bank';

export const companyDetailsRecord = z.object({
  Name: z.string(),
  /** Y-tunnus. */
  BusinessId: z.string(),
  StreetAddress: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  Email: z.string().nullable(),
  PhoneNumber: phoneNumber.nullable(),
});
export type CompanyDetailsRecord = z.output<typeof companyDetailsRecord>;

export const companyDetails = defineCall({
  group,
  name: 'company-details',
  method: 'GET',
  request: noPayload,
  response: companyDetailsRecord,
  policy: {
    summary: 'The company’s registered name, business ID and contact details.',
    access: 'view',
    customerType: 'Company',
    reads: ['customer'],
  },
});

/** The same details by POST, as the catalogue also lists them. */
export const companyDetailsByPost = defineCall({
  ...companyDetails,
  method: 'POST',
  policy: { ...companyDetails.policy, summary: 'The company’s details (by POST).' },
});

export const companyDetailsUpdate = defineCall({
  group,
  name: 'company-details-update',
  // Strict: a name or business ID slipped in is refused, not silently dropped (only the bank changes them).
  request: companyContactDetailsSchema.strict(),
  response: companyDetailsRecord,
  policy: {
    summary: 'Changes the company’s address, e-mail and phone number.',
    access: 'act',
    customerType: 'Company',
    changes: ['customer'],
  },
});

export const companyContactRequest = defineCall({
  group,
  name: 'company-contact-request',
  request: companyContactRequestSchema,
  response: z.object({
    Id: z.uuid(),
    Subject: z.enum(CONTACT_REQUEST_SUBJECTS),
    SentAt: z.iso.datetime({ offset: true }),
  }),
  policy: {
    summary:
      'Asks the bank to change what only the bank changes (name, business ID, representatives).',
    access: 'act',
    customerType: 'Company',
    perMinute: 10,
  },
});
