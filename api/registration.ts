/**
 * A person becoming a customer: strong identification gives the identity, then the phone
 * (verified by an SMS code), e-mail and address, then the private customer survey; the
 * person then is in their bank, still empty.
 */
import { z } from 'zod';
import { kycSurveySchema } from '../domain/customer/kycSurvey';
import { phoneCodeSchema } from '../domain/customer/ownDetails';
import { registrationContactSchema } from '../domain/customer/registration';
import { code } from '../domain/errors/message';
import { customerSummary, identificationStart } from './auth';
import { defineCall, type CallGroup } from './call';
import { noPayload } from './wire';

const group: CallGroup = 'auth';

export const registrationTupasStart = defineCall({
  group,
  name: 'registration-tupas-start',
  request: noPayload,
  response: identificationStart,
  policy: {
    summary:
      'Starts the strong identification of a person who wants to become a customer; answers where to send the browser.',
    access: 'public',
  },
});

/** Where a registration stands, for the page that continues it. */
export const REGISTRATION_STEPS = ['Contact', 'Kyc', 'Done'] as const;

export const registrationStatus = defineCall({
  group,
  name: 'registration-status',
  method: 'GET',
  request: noPayload,
  response: z.object({
    FirstName: z.string(),
    Step: z.enum(REGISTRATION_STEPS),
  }),
  policy: {
    summary: 'The identified person’s registration: whose it is and which step is next.',
    access: 'session',
    customerType: 'Person',
    reads: ['customer'],
    cache: 'never',
  },
});

export const registrationStart = defineCall({
  group,
  name: 'registration-start',
  request: registrationContactSchema,
  response: z.object({ VerificationId: z.uuid(), ExpiresAt: z.iso.datetime({ offset: true }) }),
  policy: {
    summary:
      'Keeps the new customer’s e-mail and address and sends a 4-digit code by SMS to the phone (valid 10 minutes).',
    access: 'session',
    customerType: 'Person',
    perMinute: 5,
  },
});

export const registrationVerifySms = defineCall({
  group,
  name: 'registration-verifysms',
  request: z.object({
    VerificationId: z.uuid({ error: code('errors.validation.invalidId') }),
    Code: phoneCodeSchema,
  }),
  response: z.object({ Step: z.enum(REGISTRATION_STEPS) }),
  policy: {
    summary: 'Verifies the new customer’s phone with the SMS code (once, at most 5 wrong tries).',
    access: 'session',
    customerType: 'Person',
    perMinute: 20,
    changes: ['customer'],
  },
});

export const registrationComplete = defineCall({
  group,
  name: 'registration-complete',
  request: kycSurveySchema,
  response: customerSummary,
  policy: {
    summary: 'Takes the answers to the private customer survey and makes the person a customer.',
    access: 'session',
    customerType: 'Person',
    changes: ['customer'],
  },
});
