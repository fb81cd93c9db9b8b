/**
 * The customer's open banking consents (`/bank/customer/consents`): the list, and her decision
 * on a request she identified for (accept with the accounts she shares, or reject), which also
 * revokes a consent she gave.
 */
import { z } from 'zod';
import { CONSENT_ACCESS, CONSENT_STATUSES } from '../domain/openBanking/consent';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { calendarDate, entityId } from './wire';

const group: CallGroup = 'auth';

export const consent = z.object({
  ConsentId: z.uuid(),
  ProviderName: z.string(),
  Access: z.array(z.enum(CONSENT_ACCESS)),
  Accounts: z.array(z.object({ Id: z.uuid(), Iban: z.string(), Name: z.string().nullable() })),
  Status: z.enum(CONSENT_STATUSES),
  /** The last day of access (90 days from acceptance); null if never accepted. */
  ValidUntil: calendarDate.nullable(),
  AcceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Consent = z.output<typeof consent>;

export const consentList = defineCall({
  group,
  name: 'consent-list',
  request: z.object({}).strict().default({}),
  response: z.array(consent),
  policy: {
    summary: 'The consents the customer has decided on, newest first.',
    access: 'view',
    customerType: 'Person',
    reads: ['consents'],
  },
});

/** After a decision on a request: where the customer's browser goes back to the provider. */
const decision = z.object({
  ConsentId: z.uuid(),
  Status: z.enum(CONSENT_STATUSES),
  /** The provider's address with the outcome; null for the revocation of a consent given earlier. */
  RedirectUrl: z.string().nullable(),
});

export const consentAccept = defineCall({
  group,
  name: 'consent-accept',
  request: z.object({
    ConsentId: entityId,
    AccountIds: z
      .array(entityId)
      .min(1, code('consents.validation.chooseAccount'))
      .max(50, code('errors.validation.tooLarge', { max: 50 })),
  }),
  response: decision,
  policy: {
    summary:
      'Accepts a request the customer identified for: the provider may read the chosen accounts for 90 days.',
    access: 'act',
    customerType: 'Person',
    changes: ['consents'],
  },
});

export const consentReject = defineCall({
  group,
  name: 'consent-reject',
  request: z.object({ ConsentId: entityId }),
  response: decision,
  policy: {
    summary: 'Rejects a request the customer identified for, or revokes a consent she gave.',
    access: 'view',
    customerType: 'Person',
    changes: ['consents'],
  },
});
