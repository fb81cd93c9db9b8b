/** The bank group's account calls: an account, its transactions and payments, renaming, moving money. */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { ACCOUNT_TYPES } from '../domain/catalogue/enumerations';
import { TRANSACTION_TYPES, type Transaction } from '../domain/accounts/transactions';
import { account } from './bank';
import { defineCall, type CallGroup } from './call';
import { refineWith } from './refine';
import { calendarDate, entityId, euros, positiveEuros, statementRangeProblems } from './wire';

const group: CallGroup = 'bank';

export const accountRequest = z.object({ accountId: entityId });

/** One account with what its own page shows besides the list's fields. */
export const accountDetails = account.extend({
  OwnerName: z.string(),
  Bic: z.string().nullable(),
  OpenedAt: calendarDate,
  /** How far below zero the balance may go (an account credit). */
  CreditLimit: euros,
  /** Persons' savings accounts: free withdrawals left this calendar year; null otherwise. */
  FreeWithdrawalsLeft: z.int().nullable(),
});

export const sepaAccount = defineCall({
  group,
  name: 'sepa-account',
  request: accountRequest,
  response: accountDetails,
  policy: { summary: 'One account’s details.', access: 'view', reads: ['accounts'] },
});
/** The same call under its other catalogue name. */
export const accountCall = defineCall({
  group,
  name: 'account',
  request: accountRequest,
  response: accountDetails,
  policy: {
    summary: 'One account’s details (the catalogue’s other name).',
    access: 'view',
    reads: ['accounts'],
  },
});

export const transaction = z.object({
  Id: z.uuid(),
  BookingDate: calendarDate,
  Amount: euros,
  IsCardTransaction: z.boolean(),
  CardId: z.uuid().nullable(),
  Name: z.string().nullable(),
  Recipient: z.string().nullable(),
  TransactionTypeEnum: z.enum(TRANSACTION_TYPES),
  Message: z.string().nullable(),
  Reference: z.string().nullable(),
}) satisfies z.ZodType<Transaction, unknown>;

/** A date range of at most 13 months; `end` not before `start`. */
export const transactionsRequest = z
  .object({ accountId: entityId, start: calendarDate, end: calendarDate })
  .superRefine(refineWith(statementRangeProblems));

/** Newest first. */
export const sepaAccountTransactions = defineCall({
  group,
  name: 'sepa-account-transactions',
  request: transactionsRequest,
  response: z.array(transaction),
  policy: {
    summary: 'An account’s transactions between two dates.',
    access: 'view',
    reads: ['transactions'],
  },
});
export const accountTransactions = defineCall({
  group,
  name: 'accounttransactions',
  request: transactionsRequest,
  response: z.array(transaction),
  policy: {
    summary: 'An account’s transactions between two dates (the catalogue’s other name).',
    access: 'view',
    reads: ['transactions'],
  },
});

/** The spec's Payment, with the rest a receipt shows. */
export const paymentDetails = z.object({
  Id: z.uuid(),
  AccountId: z.uuid(),
  Recipient: z.string().nullable(),
  CounterPartyAccountNumber: z.string().nullable(),
  Amount: euros,
  Booked: calendarDate,
  PaymentFailed: z.boolean(),
  TransactionTypeEnum: z.enum(TRANSACTION_TYPES),
  Message: z.string().nullable(),
  Reference: z.string().nullable(),
});

export const accountPaymentDetails = defineCall({
  group,
  name: 'accountpaymentdetails',
  request: z.object({ paymentId: entityId }),
  response: paymentDetails,
  policy: { summary: 'One booked payment’s details.', access: 'view', reads: ['transactions'] },
});

export const depositAccountTransactions = defineCall({
  group,
  name: 'depositaccounttransactions',
  request: accountRequest,
  response: z.array(transaction),
  policy: { summary: 'A term deposit’s transactions.', access: 'view', reads: ['transactions'] },
});

export const renameRequest = z.object({
  AccountId: entityId,
  AccountType: z.enum(ACCOUNT_TYPES),
  CustomName: z
    .string()
    .trim()
    .min(1, code('errors.validation.required'))
    .max(40, code('accounts.validation.nameTooLong', { max: 40 }))
    .regex(/^[\p{L}\p{N} .,'&()/-]+$/u, code('accounts.validation.nameCharacters')),
});

export const sepaRenameAccount = defineCall({
  group,
  name: 'sepa-rename-account',
  request: renameRequest,
  response: accountDetails,
  policy: { summary: 'Renames an account.', access: 'act', changes: ['accounts'] },
});
export const renameAccount = defineCall({
  group,
  name: 'renameaccount',
  request: renameRequest,
  response: accountDetails,
  policy: {
    summary: 'Renames an account (the catalogue’s other name).',
    access: 'act',
    changes: ['accounts'],
  },
});

const idempotencyKey = z.uuid({ error: code('errors.validation.idempotencyKey') });
const ownMessage = z
  .string()
  .trim()
  .max(140, code('errors.validation.tooLong', { max: 140 }))
  .optional();

/** What the bank answers when money moved: the booking and the balance after it. */
export const movement = z.object({
  TransactionId: z.uuid(),
  BookingDate: calendarDate,
  Amount: euros,
  /** Persons' savings withdrawals: the fee charged (0 while free withdrawals are left). */
  Fee: euros,
  FromAccountBalance: euros,
});

/** An own transfer goes to another account than it leaves: the call's rule and the form's. */
export function transferProblems(transfer: { FromAccountId: string; ToAccountId: string }) {
  return {
    ToAccountId:
      transfer.FromAccountId === transfer.ToAccountId
        ? code('movements.transfer.sameAccount')
        : null,
  };
}

/** Own transfer ('Oma siirto') between the customer's own payment and savings accounts. */
export const transfer = defineCall({
  group,
  name: 'transfer',
  request: z
    .object({
      FromAccountId: entityId,
      ToAccountId: entityId,
      Amount: positiveEuros,
      Message: ownMessage,
      IdempotencyKey: idempotencyKey,
    })
    .superRefine(refineWith(transferProblems)),
  response: movement,
  policy: {
    summary: 'Moves money between the customer’s own accounts.',
    access: 'act',
    changes: ['accounts', 'transactions'],
  },
});

/** Withdrawal ('Nosto') from an account of this bank to the customer's own account in another bank. */
export const withdraw = defineCall({
  group,
  name: 'withdraw',
  request: z.object({
    AccountId: entityId,
    AccountType: z.enum(ACCOUNT_TYPES),
    ToExternalAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: movement,
  policy: {
    summary: 'Moves money to the customer’s own account in another bank.',
    access: 'act',
    changes: ['accounts', 'transactions'],
  },
});

export { idempotencyKey, ownMessage };
