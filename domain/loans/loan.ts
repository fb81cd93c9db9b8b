import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseIsoDate } from '../dates/dates';
import { code } from '../errors/message';
import type { Cents } from '../money/money';

/**
 * Loans and credit limits as the loans summary query returns them, with the wire's field names.
 * Money is integer cents (the api layer converts); dates are `YYYY-MM-DD` calendar dates. The
 * labels of the enumerations are in i18n (`loans.instalmentStatus.InvoiceDue` is 'Myöhässä').
 */

/** A `YYYY-MM-DD` calendar date. */
type CalendarDate = string;

export const INSTALMENT_STATES = [
  'InProcess',
  'Open',
  'PartiallyWithdrawed',
  'Withdrawed',
  'PartiallyPaid',
  'Paid',
  'InvoiceDue',
  'Reminder1',
  'InCollection',
  'Terminated',
  'Realized',
  'LimitDeposit',
  'LimitWithdrawal',
  'LimitFee',
] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

/** Catalogue §4, first loan-status list: the instalment states plus NULL. */
export const LOAN_INSTALMENT_STATUSES = ['NULL', ...INSTALMENT_STATES] as const;
export type LoanInstalmentStatus = (typeof LOAN_INSTALMENT_STATUSES)[number];

/** Catalogue §4, second loan-status list: a loan's life from application to closing. */
export const LOAN_STATUSES = [
  'NULL',
  'InProcess',
  'WaitingForWithdrawal',
  'PartiallyWithdrawed',
  'Withdrawed',
  'PartiallyPaid',
  'Paid',
  'InvoiceDue',
  'Reminder1',
  'Reminder1Due',
  'Reminder2',
  'Reminder2Due',
  'Reminder3',
  'Reminder3Due',
  'Closed',
  'InCollection',
  'Terminated',
  'Realized',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_TYPES = [
  'Loan',
  'Limit',
  'CompanyLoan',
  'CompanyInvoiceLoan',
  'QuickLoan',
  'CompanyPurchaseInvoiceLoan',
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

const COMPANY_LOAN_TYPES_OF_LOAN: readonly LoanType[] = [
  'CompanyLoan',
  'CompanyInvoiceLoan',
  'CompanyPurchaseInvoiceLoan',
];

export const LOAN_SUBTYPES = [
  'Normal',
  'Quick',
  'Merchant',
  'TerminatedLimit',
  'Purchase',
] as const;
export type LoanSubtype = (typeof LOAN_SUBTYPES)[number];

export const COMPANY_LOAN_TYPES = ['NormalLoan', 'FlexLoan'] as const;
export type CompanyLoanType = (typeof COMPANY_LOAN_TYPES)[number];

export const LOAN_PURPOSES = [
  'Transportation',
  'Renovation',
  'Travelling',
  'Living',
  'Rent',
  'Healthcare',
  'Studying',
  'Hobbies',
  'LoanAggregation',
  'Business',
  'Investment',
  'Other',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** One instalment of a loan, or one movement of a credit limit (the Limit* states). */
export interface LoanInstalment {
  Id: string;
  LoanId: string;
  /** 1 for the first instalment. */
  InstallmentOrder: number;
  DueDate: CalendarDate;
  /** The due date before any due-date change; equal to DueDate when never moved. */
  OriginalDueDate: CalendarDate;
  TotalOpen: Cents;
  CapitalOpen: Cents;
  TotalPaid: Cents;
  StateEnum: InstalmentState;
}

export interface Loan {
  Id: string;
  TypeEnum: LoanType;
  /** Only for company loans. */
  CompanyLoanType: CompanyLoanType | null;
  PurposeEnum: LoanPurpose | null;
  // Spec says only "Quick or other"; we read the category as the loan subtype list, which holds Quick.
  CreditCategoryEnum: LoanSubtype | null;
  Capital: Cents;
  CapitalPaid: Cents;
  PrepaidAmount: Cents;
  PaidInstallmentCount: number;
  InstallmentCount: number;
  TopUpAllowed: boolean;
  PaymentFreeInstallmentAllowed: boolean;
  DueDateChangeAllowed: boolean;
  WithdrawalAllowed: boolean;
  Name: string;
  OpeningDate: CalendarDate;
  PaymentReference: string;
  TotalRepayment: Cents;
  /** The wire's spelling: the loan has been paid out to the customer. */
  Withdrawed: boolean;
  LoanInstallmentsPublic: readonly LoanInstalment[];
  NextDueAmount: Cents | null;
  NextDueDate: CalendarDate | null;
  NextDueInstallmentId: string | null;
}

export function isLimit(loan: Pick<Loan, 'TypeEnum'>): boolean {
  return loan.TypeEnum === 'Limit';
}

/** Company loans of every kind, invoice funding included (they hide repayment and instalment actions). */
export function isCompanyLoan(loan: Pick<Loan, 'TypeEnum'>): boolean {
  return COMPANY_LOAN_TYPES_OF_LOAN.includes(loan.TypeEnum);
}

/** The term of a credit-limit agreement: 12 months, counted as 365 days. */
export const LIMIT_AGREEMENT_TERM_DAYS = 365;

/** What the company limit view shows instead of the withdrawal once the agreement has ended. */
export const LIMIT_AGREEMENT_ENDED_TEXT = code('loans.limitAgreementEnded');

/**
 * A limit's 12-month agreement has ended when its opening date is more than 365 days before
 * today: on day 365 the limit can still be drawn, on day 366 it cannot.
 */
export function isLimitAgreementEnded(
  loan: Pick<Loan, 'TypeEnum' | 'OpeningDate'>,
  today: Date,
): boolean {
  if (!isLimit(loan)) return false;
  const opened = parseIsoDate(loan.OpeningDate);
  if (!opened) return false;
  return differenceInCalendarDays(today, opened) > LIMIT_AGREEMENT_TERM_DAYS;
}

/** The part of a credit limit in use: limit minus free balance, never below 0. */
export function usedCredit(limitCents: Cents, freeBalanceCents: Cents): Cents {
  return Math.max(0, limitCents - freeBalanceCents);
}

// Spec: the name "contains FCA or FM"; we match any substring, case-sensitively on the capitals.
const WITHDRAWAL_HIDING_CODES = ['FCA', 'FM'] as const;

/** Limits whose name contains FCA or FM offer no withdrawal in the web bank. */
export function isLimitWithdrawalHidden(loan: Pick<Loan, 'Name'>): boolean {
  return WITHDRAWAL_HIDING_CODES.some((code) => loan.Name.includes(code));
}
