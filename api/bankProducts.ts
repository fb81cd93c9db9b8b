/** The bank group's account products: opening accounts, term deposits, certificates. */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { accountDetails, idempotencyKey } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { calendarDate, entityId, euros, positiveEuros } from './wire';

const group: CallGroup = 'bank';

const termsAccepted = termsAcceptedField;

export const openAccountRequest = z.object({
  TermsAccepted: termsAccepted,
  /** A retried submit with the same key opens one account. */
  IdempotencyKey: idempotencyKey,
  CustomName: z
    .string()
    .trim()
    .max(40, code('accounts.validation.nameTooLong', { max: 40 }))
    .optional(),
});

/** A payment account ('Kuluton käyttötili'); persons and companies alike. */
export const basicAccountCreate = defineCall({
  group,
  name: 'basic-account-create',
  request: openAccountRequest,
  response: accountDetails,
  policy: {
    summary: 'Opens a payment account (Kuluton käyttötili).',
    access: 'act',
    changes: ['accounts'],
  },
});
/** The same for a company's SEPA payment account (the catalogue's other name). */
export const sepaCreateAccount = defineCall({
  group,
  name: 'sepa-create-account',
  request: openAccountRequest,
  response: accountDetails,
  policy: {
    summary: 'Opens a company’s SEPA payment account.',
    access: 'act',
    changes: ['accounts'],
  },
});
export const savingsAccountCreate = defineCall({
  group,
  name: 'savings-account-create',
  request: openAccountRequest,
  response: accountDetails,
  policy: { summary: 'Opens a savings account.', access: 'act', changes: ['accounts'] },
});

export const termDepositOfferItem = z.object({
  /** The lowest amount of the offer's tier, whole euros. */
  Amount: z.number().int().positive(),
  DurationInMonths: z.int().positive(),
  InterestRate: z.number().optional(),
});

/** The offers, read from `Items` (catalogue §7); cached 60 hours by the app. */
export const termDepositCalc = defineCall({
  group,
  name: 'term-deposit-calc',
  method: 'GET',
  request: z.object({}).strict().default({}),
  response: z.object({ Items: z.array(termDepositOfferItem) }),
  policy: {
    summary: 'The term-deposit offers, read from Items.',
    access: 'view',
    reads: ['termDepositOffers'],
    cache: 'long',
  },
});

const termDepositChoice = z.object({
  Amount: positiveEuros,
  DurationInMonths: z.int({ error: code('opening.validation.chooseDuration') }).positive(),
});

export const termDepositOffer = defineCall({
  group,
  name: 'term-deposit-offer',
  request: termDepositChoice,
  response: z.object({
    Amount: euros,
    DurationInMonths: z.int(),
    InterestRate: z.number(),
    InterestAtMaturity: euros,
    MaturityDate: calendarDate,
  }),
  policy: {
    summary: 'The rate, interest and maturity of one amount and duration.',
    access: 'view',
    reads: ['termDepositOffers'],
    cache: 'long',
  },
});

export const termDepositCreate = defineCall({
  group,
  name: 'term-deposit-create',
  request: termDepositChoice.extend({
    SourceAccountId: entityId,
    TermsAccepted: termsAccepted,
    IdempotencyKey: idempotencyKey,
  }),
  response: accountDetails,
  policy: {
    summary: 'Opens a term deposit funded from a payment account.',
    access: 'act',
    changes: ['accounts', 'transactions'],
  },
});

/** A PDF document the bank draws: the answer of a download call. */
export const pdfDocument = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** The companies' balance and interest certificate of an account on a day (today by default). */
export const balanceCertificate = defineCall({
  group,
  name: 'balance-certificate',
  method: 'GET',
  request: z.object({ accountId: entityId, date: calendarDate.optional() }),
  response: pdfDocument,
  policy: {
    summary: 'A company account’s balance and interest certificate, as a PDF.',
    access: 'view',
    customerType: 'Company',
    produces: 'application/pdf',
  },
});

/** The companies' certificate of a term deposit whose balance equals the deposited amount. */
export const depositCertificate = defineCall({
  group,
  name: 'deposit-certificate',
  method: 'GET',
  request: z.object({ accountId: entityId }),
  response: pdfDocument,
  policy: {
    summary: 'A company term deposit’s certificate, as a PDF.',
    access: 'view',
    customerType: 'Company',
    produces: 'application/pdf',
  },
});
