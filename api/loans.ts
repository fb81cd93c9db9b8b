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
import { defineCall, type CallGroup } from './call';
import { calendarDate, euros, noPayload } from './wire';

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
