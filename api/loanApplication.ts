/**
 * The consumer loan application of the landing page (/api/loan-application/): the calculator,
 * identification, the form, the credit decision and offer, acceptance, signing and payout.
 * The calculator, init and identification are public (loanApplicationStart.ts); every other call
 * needs the session that the applicant's strong identification opened.
 */
import { z } from 'zod';
import { LOAN_APPLICATION_STATUSES } from '../domain/catalogue/enumerations';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { applicationFormSchema } from '../domain/loans/applicationForm';
import type { ApplicationOffer } from '../domain/loans/applicationOffer';
import { LOAN_PURPOSES } from '../domain/loans/loan';
import { brokerAnswer } from './auth';
import { defineCall, type CallGroup, type CallPolicy, type DataTag } from './call';
import { loanChoice } from './loanApplicationStart';
import { entityId, euros } from './wire';

// The group's public start, in a module of its own for the landing page's calculator.
export { calculator, init, register, startIdentification } from './loanApplicationStart';

const group: CallGroup = 'loan-application';

/** An offer as the calculator priced it: the offer summary with its rate and total, in euros. */
export const loanOffer = z.object({
  Amount: z.number(),
  InstallmentCount: z.int(),
  InstallmentAmount: z.number(),
  OpeningFee: z.number(),
  MonthlyFee: z.number(),
  InstallmentFee: z.number(),
  CompanyLoanType: z.null(),
  InterestRate: z.number(),
  EffectiveAnnualRate: z.number(),
  TotalRepayment: z.number(),
}) satisfies z.ZodType<ApplicationOffer, unknown>;

export const CREDIT_REASONS = ['age', 'identity', 'kyc', 'income', 'verification'] as const;

/** The application as the applicant and the bank's application list see it. */
export const loanApplication = z.object({
  Id: z.uuid(),
  Status: z.enum(LOAN_APPLICATION_STATUSES),
  PurposeEnum: z.enum(LOAN_PURPOSES).nullable(),
  IsTopUpLoan: z.boolean(),
  TopUpIncreaseAmount: euros.nullable(),
  /** The amount the credit decision granted: the one asked, or less. */
  ApprovedAmount: euros.nullable(),
  /** What the applicant asks for, whole euros. */
  Amount: euros,
  InstallmentCount: z.int(),
  /** The form is filled in and the credit decision can be asked. */
  OnboardingComplete: z.boolean(),
  /** Payment protection insurance chosen. */
  Insurance: z.boolean(),
  /** The payout goes as an instant payment. */
  ExpressPayment: z.boolean(),
  /** The offer for ApprovedAmount; null before the decision and after a refusal. */
  Offer: loanOffer.nullable(),
  /** Why it was refused, reduced or referred: a key of `loanApplication.reasons`. */
  DecisionReason: z.enum(CREDIT_REASONS).nullable(),
  /** The loan it became, once signed. */
  LoanId: z.uuid().nullable(),
  /** Where the loan was paid out. */
  PayoutIban: z.string().nullable(),
});

/** The applicant's own application, by its id. */
const byId = z.object({ Id: entityId });

/** Money a month the applicant states: whole cents, never below zero. */
const monthlyMoney = euros.refine((cents) => cents >= 0, {
  message: code('errors.validation.tooSmall', { min: 0 }),
});

const changes = ['loanApplications'] as const satisfies readonly DataTag[];

/** The applicant's calls: the person identified for the application, in their own session. */
// Generic, so that a declared confirmation stays in the call's type (the client's flow needs it).
const applicantPolicy = <const Extra extends Partial<CallPolicy> = object>(
  summary: string,
  extra: Extra = {} as Extra,
) => ({ summary, access: 'session', customerType: 'Person', changes, ...extra }) as const;

/**
 * Completes the identification with the broker's answer, for a client that receives it itself
 * (the browser's own return is the GET of the same address). Opens the applicant's session; a
 * person who is not yet a customer becomes one, without accounts until a loan is paid out.
 */
export const completeIdentification = defineCall({
  group,
  name: 'complete-identification',
  request: brokerAnswer,
  response: z.object({ applicationId: z.uuid(), CustomerId: z.uuid(), IsNewCustomer: z.boolean() }),
  policy: {
    summary: 'Completes the applicant’s identification; the session cookie comes with it.',
    access: 'public',
  },
});

export const onboardingUpdate = defineCall({
  group,
  name: 'onboarding-update',
  request: applicationFormSchema.extend({
    Id: entityId,
    MonthlyIncome: monthlyMoney,
    MonthlyExpenses: monthlyMoney,
  }),
  response: loanApplication,
  policy: applicantPolicy('Saves the form: contact details, income and expenses, purpose, KYC.'),
});

export const update = defineCall({
  group,
  name: 'update',
  request: byId.extend(loanChoice.shape),
  response: loanApplication,
  policy: applicantPolicy(
    'Changes the amount and duration; a decided application is decided again.',
  ),
});

export const insurance = defineCall({
  group,
  name: 'insurance',
  request: byId.extend({ Insurance: z.boolean({ error: code('errors.validation.invalidType') }) }),
  response: loanApplication,
  policy: applicantPolicy('Chooses or drops payment protection insurance before signing.'),
});

export const expressPayment = defineCall({
  group,
  name: 'express-payment',
  request: byId.extend({
    ExpressPayment: z.boolean({ error: code('errors.validation.invalidType') }),
  }),
  response: loanApplication,
  policy: applicantPolicy('Chooses an instant payout of the loan before signing.'),
});

export const offer = defineCall({
  group,
  name: 'offer',
  request: byId,
  response: loanApplication,
  policy: applicantPolicy('Asks the credit decision; answers the offer, or why there is none.'),
});

export const proposals = defineCall({
  group,
  name: 'proposals',
  request: byId,
  response: z.array(loanOffer),
  policy: {
    summary:
      'Other durations for the approved amount that the applicant’s budget allows; none once the offer is accepted or closed.',
    access: 'session',
    customerType: 'Person',
    reads: ['loanApplications'],
  },
});

/** Accepting the offer prepares the contract's signature by strong identification. */
export const approve = defineCall({
  group,
  name: 'approve',
  request: byId.extend({ TermsAccepted: termsAcceptedField }),
  response: z.object({ SessionId: z.uuid(), ApprovalText: z.string() }),
  policy: applicantPolicy('Accepts the offer and its terms; answers the signature to confirm.', {
    confirmation: 'LoanContract',
  }),
});

/** After the signature: the loan, its schedule and the payout, or why not yet. */
export const confirm = defineCall({
  group,
  name: 'confirm',
  request: byId,
  response: loanApplication,
  policy: applicantPolicy('Answers the signed application with its loan and payout.', {
    changes: ['loanApplications', 'loans', 'accounts', 'transactions', 'customer'],
  }),
});

export const cancel = defineCall({
  group,
  name: 'cancel',
  request: byId,
  response: loanApplication,
  policy: applicantPolicy('Withdraws the application before it is signed.'),
});

export const fetch = defineCall({
  group,
  name: 'fetch',
  request: z.object({ id: entityId }),
  response: loanApplication,
  policy: {
    summary: 'One of the applicant’s applications.',
    access: 'session',
    customerType: 'Person',
    reads: ['loanApplications'],
  },
});
