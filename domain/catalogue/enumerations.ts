/**
 * The bank's enumerations as the wire spells them. The label a customer sees for each value is
 * in i18n, under the enumeration's name (`catalogue.applicationChannel.Web` is 'Verkkosivut').
 * Loan statuses, instalment states, loan types and loan purposes live in `../loans/loan`.
 */

/** True when `value` is one of `values`: narrows a wire string to its union. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const ACCOUNT_TYPES = [
  'BankAccount',
  'ExternalBankAccount',
  'TermDeposit',
  'ExternalTermDeposit',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const APPLICATION_CHANNELS = [
  'Web',
  'Online',
  'Partner',
  'Phone',
  'Other',
  'WebStore',
  'Sms',
  'Mail',
] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

export const APPLICATION_SOURCES = [
  'Direct',
  'SearchEngine',
  'SearchEngineMarketing',
  'AffiliateProgram',
  'Other',
  'SocialMedia',
  'Referral',
  'Email',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const ID_DOCUMENT_KINDS = [
  'DriversLicense',
  'Passport',
  'IdentityCard',
  'OtherIdentificationDocument',
  'Tupas',
  'UsernameAndPassword',
  'KnownCustomer',
  'IdentifiedByPartner',
  'Other',
] as const;
/** How a customer's identity was established: a document or an electronic identification. */
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number];

export const DOCUMENT_DELIVERY_METHODS = [
  'InternetBank',
  'Email',
  'MmsMessage',
  'Letter',
  'Upload',
  'WillNotDeliver',
  'Requested',
  'NotRequired',
  'Promised',
  'NotReached1',
  'NotReached2',
  'TaxRegister',
  'CreditBureau',
] as const;
/** How (or whether) a document reaches the bank or the customer; some values are follow-up states. */
export type DocumentDeliveryMethod = (typeof DOCUMENT_DELIVERY_METHODS)[number];

// Spec names seven loan document types and leaves the rest unnamed; we name the insurance
// contract, the preapproval, the SECCI information document and the loan/limit variants of the
// general terms and the fact sheet in the same SCREAMING_CASE.
export const LOAN_DOCUMENT_TYPES = [
  'LOAN_APPLICATION_TERMS',
  'LOAN_PREAPPROVAL_CONTRACT',
  'LOAN_PRECONDITIONS',
  'LOAN_CONTRACT',
  'INSURANCE_ELECTRONIC_SERVICES_POLICY',
  'LIMIT_PRECONDITIONS',
  'LIMIT_CONTRACT',
  'INSURANCE_CONTRACT',
  'LOAN_PREAPPROVAL',
  'LOAN_INFORMATION_DOCUMENT',
  'LOAN_TERMS',
  'LIMIT_TERMS',
  'LOAN_FACT_SHEET',
  'LIMIT_FACT_SHEET',
] as const;
export type LoanDocumentType = (typeof LOAN_DOCUMENT_TYPES)[number];

export const CUSTOMER_TYPES = ['Person', 'Company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

// Spec lists the status sets "NULL, Active, Cancelled" and "Open, Cancelled, Closed" without
// saying which records carry them; we name them by their values and label them plainly.
export const ACTIVE_CANCELLED_STATUSES = ['NULL', 'Active', 'Cancelled'] as const;
export type ActiveCancelledStatus = (typeof ACTIVE_CANCELLED_STATUSES)[number];

export const OPEN_CLOSED_STATUSES = ['Open', 'Cancelled', 'Closed'] as const;
export type OpenClosedStatus = (typeof OPEN_CLOSED_STATUSES)[number];

/** The stored onboarding flows a customer can resume: term deposit, account, loan, company loan. */
export const FLOW_TYPES = ['deposit', 'account', 'loan', 'company-loan'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const FLOW_STATUSES = ['Started'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const LOAN_APPLICATION_STATUSES = [
  'InProcess',
  'WaitingForApproval',
  'WaitingForAllocationOrConfirmation',
  'Rejected',
  'Active',
  'Expired',
  'Cancelled',
  'WaitingForVerification',
  'Paid',
  'Realized',
  'CoApplicationApproved',
  'WaitingForActivation',
  'Terminated',
  'Error',
] as const;
export type LoanApplicationStatus = (typeof LOAN_APPLICATION_STATUSES)[number];

export type LoanApplicationBadgeTone = 'green' | 'orange';

/** Only an active application earns the green badge; every other state is orange. */
export function loanApplicationBadgeTone(status: string): LoanApplicationBadgeTone {
  return status === 'Active' ? 'green' : 'orange';
}
