/** The bank group's account products: opening accounts, term deposits, certificates. */
import { z } from 'zod';
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
  CustomName: z.string().trim().max(40, 'Nimi voi olla enintään 40 merkkiä').optional(),
});

/** A payment account ('Kuluton käyttötili'); persons and companies alike. */
export const basicAccountCreate = defineCall(
  group,
  'basic-account-create',
  'POST',
  openAccountRequest,
  accountDetails,
);
/** The same for a company's SEPA payment account (the catalogue's other name). */
export const sepaCreateAccount = defineCall(
  group,
  'sepa-create-account',
  'POST',
  openAccountRequest,
  accountDetails,
);
export const savingsAccountCreate = defineCall(
  group,
  'savings-account-create',
  'POST',
  openAccountRequest,
  accountDetails,
);

export const termDepositOfferItem = z.object({
  /** The lowest amount of the offer's tier, whole euros. */
  Amount: z.number().int().positive(),
  DurationInMonths: z.int().positive(),
  InterestRate: z.number().optional(),
});

/** The offers, read from `Items` (catalogue §7); cached 60 hours by the app. */
export const termDepositCalc = defineCall(
  group,
  'term-deposit-calc',
  'GET',
  z.object({}).strict().default({}),
  z.object({ Items: z.array(termDepositOfferItem) }),
);

const termDepositChoice = z.object({
  Amount: positiveEuros,
  DurationInMonths: z.int({ error: 'Valitse kesto' }).positive(),
});

export const termDepositOffer = defineCall(
  group,
  'term-deposit-offer',
  'POST',
  termDepositChoice,
  z.object({
    Amount: euros,
    DurationInMonths: z.int(),
    InterestRate: z.number(),
    InterestAtMaturity: euros,
    MaturityDate: calendarDate,
  }),
);

export const termDepositCreate = defineCall(
  group,
  'term-deposit-create',
  'POST',
  termDepositChoice.extend({
    SourceAccountId: entityId,
    TermsAccepted: termsAccepted,
    IdempotencyKey: idempotencyKey,
  }),
  accountDetails,
);

/**
 * The two certificates for companies, as PDF documents (GET with `?accountId=`): not JSON calls,
 * so they are addresses rather than calls of the contract.
 */
export const CERTIFICATE_PATHS = {
  balance: '/api/bank/balance-certificate',
  deposit: '/api/bank/deposit-certificate',
} as const;
