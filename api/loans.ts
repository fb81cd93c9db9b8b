import { z } from 'zod';
import {
  COMPANY_LOAN_TYPES,
  INSTALMENT_STATES,
  LOAN_PURPOSES,
  LOAN_SUBTYPES,
  LOAN_TYPES,
  type Loan,
  type LoanInstalment,
} from '../domain/loans/loan';
import { TRANSACTION_TYPES } from '../domain/accounts/transactions';
import { LOAN_APPLICATION_STATUSES, LOAN_DOCUMENT_TYPES } from '../domain/catalogue/enumerations';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { MAX_DUE_DAY } from '../domain/loans/dueDateChange';
import { idempotencyKey } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { refineWith } from './refine';
import {
  calendarDate,
  entityId,
  euros,
  noPayload,
  positiveEuros,
  statementRangeProblems,
} from './wire';

const group: CallGroup = 'loans';

export const loanInstalment = z.object({
  Id: z.uuid(),
  LoanId: z.uuid(),
  InstallmentOrder: z.int(),
  DueDate: calendarDate,
  OriginalDueDate: calendarDate,
  TotalOpen: euros,
  CapitalOpen: euros,
  TotalPaid: euros,
  StateEnum: z.enum(INSTALMENT_STATES),
}) satisfies z.ZodType<LoanInstalment, unknown>;

export const loan = z.object({
  Id: z.uuid(),
  TypeEnum: z.enum(LOAN_TYPES),
  CompanyLoanType: z.enum(COMPANY_LOAN_TYPES).nullable(),
  PurposeEnum: z.enum(LOAN_PURPOSES).nullable(),
  CreditCategoryEnum: z.enum(LOAN_SUBTYPES).nullable(),
  Capital: euros,
  CapitalPaid: euros,
  PrepaidAmount: euros,
  PaidInstallmentCount: z.int(),
  InstallmentCount: z.int(),
  TopUpAllowed: z.boolean(),
  PaymentFreeInstallmentAllowed: z.boolean(),
  DueDateChangeAllowed: z.boolean(),
  WithdrawalAllowed: z.boolean(),
  Name: z.string(),
  OpeningDate: calendarDate,
  PaymentReference: z.string(),
  TotalRepayment: euros,
  Withdrawed: z.boolean(),
  LoanInstallmentsPublic: z.array(loanInstalment).readonly(),
  NextDueAmount: euros.nullable(),
  NextDueDate: calendarDate.nullable(),
  NextDueInstallmentId: z.uuid().nullable(),
}) satisfies z.ZodType<Loan, unknown>;

/** The customer's loans, limits and company loans with their instalments. */
export const summary = defineCall({
  group,
  name: 'summary',
  request: noPayload,
  response: z.array(loan),
  policy: {
    summary: 'The customer’s loans, limits and company loans with their instalments.',
    access: 'view',
    reads: ['loans'],
  },
});

/*
 * Strong confirmation: none of the loans calls asks for one. Paying one's own loan or limit
 * invoice from one's own account, and drawing one's own limit to one's own account, are transfers
 * between accounts the customer holds at this bank: PSD2 RTS art. 15 exempts them, as it exempts
 * 'Oma siirto'. Changing a due date or taking a payment-free month moves no money; the customer,
 * logged in by strong identification, accepts the cost shown (`Fee`, `TermsAccepted`) in the call.
 */

const loanId = entityId;
const instalmentRequest = z.object({ LoanId: loanId, InstallmentId: entityId });

/** One booking of a loan's statement. */
export const loanTransaction = z.object({
  /** The booking's id. */
  Id: z.uuid(),
  BookingDate: calendarDate,
  /** Deposit: the payout; Transfer: a limit withdrawal; CreditRepayment: an instalment paid. */
  TransactionTypeEnum: z.enum(TRANSACTION_TYPES),
  /** From the customer's side: paid out to them positive, paid back by them negative. */
  Amount: euros,
  /** What the booking did to the loan's open capital, interest and fees (each ≥ 0). */
  Capital: euros,
  Interest: euros,
  Fees: euros,
  Message: z.string().nullable(),
});

/** The loan's bookings between two dates (at most 13 months), newest first. */
export const transactions = defineCall({
  group,
  name: 'transactions',
  request: z
    .object({ loanId, start: calendarDate, end: calendarDate })
    .superRefine(refineWith(statementRangeProblems)),
  response: z.array(loanTransaction),
  policy: {
    summary: 'A loan’s or limit’s bookings between two dates (at most 13 months).',
    access: 'view',
    reads: ['loans', 'transactions'],
  },
});

export const loanDocument = z.object({
  DocumentType: z.enum(LOAN_DOCUMENT_TYPES),
  /** What the download is saved as, in the customer's language. */
  FileName: z.string(),
  ContentType: z.literal('application/pdf'),
  /** The PDF, base64. */
  Content: z.base64(),
});

/** The contract and terms of a loan or limit, drawn in the customer's language with the brand. */
export const documents = defineCall({
  group,
  name: 'documents',
  request: z.object({ loanId }),
  response: z.array(loanDocument),
  policy: {
    summary: 'A loan’s or limit’s documents (contract, preconditions) as PDFs.',
    access: 'view',
    reads: ['loans'],
  },
});

export const loanApplication = z.object({
  Id: z.uuid(),
  Status: z.enum(LOAN_APPLICATION_STATUSES),
  PurposeEnum: z.enum(LOAN_PURPOSES).nullable(),
  IsTopUpLoan: z.boolean(),
  /** The loan topped up; null for a new loan. */
  LoanId: z.uuid().nullable(),
  /** What the customer asked for: the new capital (the top-up included) and its duration. */
  Amount: euros,
  InstallmentCount: z.int(),
  TopUpIncreaseAmount: euros.nullable(),
  /** Null until the bank decides. */
  ApprovedAmount: euros.nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
});

/** The customer's loan applications, newest first; the list does not retry (spec). */
export const applications = defineCall({
  group,
  name: 'applications',
  request: noPayload,
  response: z.array(loanApplication),
  policy: {
    summary: 'The customer’s loan applications, newest first.',
    access: 'view',
    reads: ['loanApplications'],
    retry: 0,
  },
});

/**
 * Asks the bank to read the customer's loans afresh. The sandbox keeps no copy to drop, so it
 * only answers; the call's use is its tags: the web bank refetches every loans answer it holds.
 */
export const invalidate = defineCall({
  group,
  name: 'invalidate',
  request: noPayload,
  response: z.object({ Invalidated: z.literal(true) }),
  policy: {
    summary: 'Marks the customer’s loans and applications to be read afresh.',
    access: 'view',
    changes: ['loans', 'loanApplications'],
  },
});

/** A top-up: how much more (whole euros, the calculator's step) over how many months. */
export const topUpChoice = z.object({
  LoanId: loanId,
  TopUpIncreaseAmount: z
    .int({ error: code('loans.validation.wholeEuros') })
    .min(1, code('errors.validation.tooSmall', { min: 1 })),
  InstallmentCount: z
    .int({ error: code('loans.validation.chooseDuration') })
    .min(1, code('loans.validation.chooseDuration')),
});

/** The calculator's offer for the loan's open capital plus the top-up, as the widget shows it. */
export const topUpOffer = z.object({
  LoanId: z.uuid(),
  /** The capital still open on the loan today. */
  RemainingCapital: euros,
  TopUpIncreaseAmount: euros,
  /** The new loan's capital: open capital plus the top-up. */
  Amount: euros,
  InstallmentCount: z.int(),
  InstallmentAmount: euros,
  OpeningFee: euros,
  MonthlyFee: euros,
  InstallmentFee: euros,
  InterestRate: z.number(),
  EffectiveAnnualRate: z.number(),
  TotalRepayment: euros,
  /** The most this loan can be raised by (the offer table's largest loan less the open capital). */
  MaxIncreaseAmount: euros,
});

export const topUpCalculator = defineCall({
  group,
  name: 'topup-calculator',
  request: topUpChoice,
  response: topUpOffer,
  policy: {
    summary: 'The offer for raising a loan that allows top-up, by the loan calculator.',
    access: 'view',
    reads: ['loans'],
    cache: 'long',
  },
});

/** Applies for the top-up the calculator priced; the application is listed by `applications`. */
export const applicationFromLoan = defineCall({
  group,
  name: 'application-from-loan',
  request: topUpChoice.extend({
    PurposeEnum: z.enum(LOAN_PURPOSES, { error: code('errors.validation.invalidChoice') }),
    TermsAccepted: termsAcceptedField,
    /** A retried submit with the same key makes one application. */
    IdempotencyKey: idempotencyKey,
  }),
  response: loanApplication,
  policy: {
    summary: 'Applies for a top-up of a loan that allows it.',
    access: 'act',
    customerType: 'Person',
    changes: ['loanApplications'],
  },
});

/** What the bank answers when a loan's money moved. */
export const loanMovement = z.object({
  TransactionId: z.uuid(),
  BookingDate: calendarDate,
  Amount: euros,
  /** The customer's account the money left or reached, after the booking. */
  AccountBalance: euros,
});

/** A limit's draw to one of the customer's own payment accounts (not above the free balance). */
export const limitWithdraw = defineCall({
  group,
  name: 'limit-withdraw',
  request: z.object({
    LoanId: loanId,
    ToAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: loanMovement.extend({
    /** What can still be drawn after this. */
    FreeBalance: euros,
  }),
  policy: {
    summary: 'Draws from a credit limit to the customer’s own account.',
    access: 'act',
    changes: ['loans', 'accounts', 'transactions'],
  },
});

/** Paying an instalment (or a limit's invoice) from one of the customer's own accounts. */
export const instalmentPayment = instalmentRequest.extend({
  FromAccountId: entityId,
  /** At most what is open on the instalment; less leaves it PartiallyPaid. */
  Amount: positiveEuros,
  IdempotencyKey: idempotencyKey,
});

/** The payment as it was allocated: fees first, then interest, then capital. */
export const instalmentReceipt = loanMovement.extend({
  Fees: euros,
  Interest: euros,
  Capital: euros,
  InstallmentId: z.uuid(),
  StateEnum: z.enum(INSTALMENT_STATES),
  /** Still open on the instalment. */
  TotalOpen: euros,
});

export const payInstallment = defineCall({
  group,
  name: 'pay-installment',
  request: instalmentPayment,
  response: instalmentReceipt,
  policy: {
    summary: 'Pays a loan instalment from the customer’s own account (company loans: by transfer).',
    access: 'act',
    changes: ['loans', 'accounts', 'transactions'],
  },
});

export const payLimitInstallment = defineCall({
  group,
  name: 'pay-limit-installment',
  request: instalmentPayment,
  response: instalmentReceipt,
  policy: {
    summary: 'Pays a credit limit’s invoice from the customer’s own account.',
    access: 'act',
    changes: ['loans', 'accounts', 'transactions'],
  },
});

/** Moves the candidate instalment, and every later one, to a new day of the month. */
export const changeDueDate = defineCall({
  group,
  name: 'change-duedate',
  request: instalmentRequest.extend({
    DueDay: z
      .int({ error: code('loans.validation.dueDay', { max: MAX_DUE_DAY }) })
      .min(1, code('loans.validation.dueDay', { max: MAX_DUE_DAY }))
      .max(MAX_DUE_DAY, code('loans.validation.dueDay', { max: MAX_DUE_DAY })),
    /** A retried request with the same key moves the dates once. */
    IdempotencyKey: idempotencyKey,
  }),
  response: loan,
  policy: {
    summary: 'Moves a loan’s due date to another day of the month (no fee).',
    access: 'act',
    changes: ['loans'],
  },
});

/**
 * Skips the candidate instalment's capital: it moves to a new last instalment, and the skipped
 * month's interest and fees are still due with the fee of the payment-free month.
 */
export const paymentFreeMonth = defineCall({
  group,
  name: 'payment-free-month',
  request: instalmentRequest.extend({
    /** The fee the customer was shown; a different fee is refused, never charged. */
    Fee: euros,
    TermsAccepted: termsAcceptedField,
    /** A retried request with the same key extends the plan once. */
    IdempotencyKey: idempotencyKey,
  }),
  response: loan,
  policy: {
    summary: 'Takes a payment-free month on a loan that allows it, for the fee shown.',
    access: 'act',
    changes: ['loans'],
  },
});
