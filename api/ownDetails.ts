/**
 * A person keeping her own details current: the address (saved at once), the phone number (in
 * force after the SMS code sent to the new number), the account the bank pays to (confirmed by
 * strong identification), and feedback to the bank.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import {
  addressChangeSchema,
  bankAccountChangeSchema,
  feedbackSchema,
  phoneChangeSchema,
  phoneCodeSchema,
} from '../domain/customer/ownDetails';
import { customerDetails } from './bank';
import { defineCall, type CallGroup } from './call';

const group: CallGroup = 'bank';

const details = customerDetails.response;

export const updateCustomerAddress = defineCall({
  group,
  name: 'updatecustomeraddress',
  request: addressChangeSchema,
  response: details,
  policy: {
    summary: 'Changes the customer’s address at once; answers the details as they now are.',
    access: 'act',
    customerType: 'Person',
    changes: ['customer'],
  },
});

/** A phone change waiting for its code. */
const phoneVerification = z.object({
  VerificationId: z.uuid(),
  /** When the code stops being valid. */
  ExpiresAt: z.iso.datetime({ offset: true }),
});

const phoneCodeEntry = z.object({
  VerificationId: z.uuid({ error: code('errors.validation.invalidId') }),
  Code: phoneCodeSchema,
});

const phoneStart = {
  request: phoneChangeSchema,
  response: phoneVerification,
  policy: {
    summary: 'Sends a 4-digit code by SMS to the new phone number (valid 10 minutes).',
    access: 'act',
    customerType: 'Person',
    perMinute: 5,
  },
} as const;

const phoneComplete = {
  request: phoneCodeEntry,
  response: details,
  policy: {
    summary: 'Puts the new phone number in force with its SMS code (once, at most 5 wrong tries).',
    access: 'act',
    customerType: 'Person',
    perMinute: 20,
    changes: ['customer'],
  },
} as const;

export const updatePhoneNumberStart = defineCall({
  group,
  name: 'updatephonenumber_start',
  ...phoneStart,
});

export const updatePhoneNumberComplete = defineCall({
  group,
  name: 'updatephonenumber_complete',
  ...phoneComplete,
});

/** The same round trip as the catalogue also lists it among the identification calls. */
export const verifyPhoneStart = defineCall({
  group: 'auth',
  name: 'verify-phone-start',
  ...phoneStart,
});

export const verifyPhoneComplete = defineCall({
  group: 'auth',
  name: 'verify-phone-complete',
  ...phoneComplete,
});

export const updateBankAccountStart = defineCall({
  group,
  name: 'updatebankaccount_start',
  request: bankAccountChangeSchema,
  response: z.object({ SessionId: z.uuid(), ApprovalText: z.string() }),
  policy: {
    summary: 'Prepares a change of the account the bank pays to, for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'BankAccountUpdate',
  },
});

export const updateBankAccountComplete = defineCall({
  group,
  name: 'updatebankaccount_complete',
  request: z.object({ SessionId: z.uuid({ error: code('errors.validation.invalidId') }) }),
  response: details,
  policy: {
    summary: 'The details after a confirmed change of the account the bank pays to.',
    access: 'act',
    customerType: 'Person',
    changes: ['customer'],
  },
});

export const sendFeedback = defineCall({
  group,
  name: 'feedback',
  request: feedbackSchema,
  response: z.object({ FeedbackId: z.uuid() }),
  policy: {
    summary: 'Stores the customer’s feedback to the bank.',
    access: 'view',
    perMinute: 5,
  },
});
