/**
 * The consumer loan application of the landing page (/api/loan-application/): the calculator,
 * identification, the form, the credit decision and offer, acceptance, signing and payout.
 * The calculator, init and identification are public; every other call needs the session that
 * the applicant's strong identification opened.
 */
import { z } from 'zod';
import { LOAN_APPLICATION_STATUSES } from '../domain/catalogue/enumerations';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { applicationFormSchema } from '../domain/loans/applicationForm';
import type { ApplicationOffer } from '../domain/loans/applicationOffer';
import { LOAN_PURPOSES } from '../domain/loans/loan';
import {
  loanCalculatorLimits,
  offerRowForAmount,
  type LoanOfferRow,
} from '../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../domain/loans/loanOffers';
import { brokerAnswer, identificationStart } from './auth';
import { defineCall, type CallGroup, type CallPolicy, type DataTag } from './call';
import { entityId, euros } from './wire';

const group: CallGroup = 'loan-application';

/** One row of the consumer-loan offer table; euros and percent, as the calculator reads it. */
export const loanOfferRow = z.object({
  MinLoanAmount: z.number(),
  MaxLoanAmount: z.number(),
  MinInstallmentCount: z.int(),
  MaxInstallmentCount: z.int(),
  RangeMinInstallmentCount: z.int(),
  RangeMaxInstallmentCount: z.int(),
  InterestRate: z.number(),
  FeePercentage: z.number(),
  OpeningFee: z.number(),
  MinOpeningFee: z.number(),
  InstallmentFeePercentage: z.number(),
  InstallmentAmount: z.number(),
}) satisfies z.ZodType<LoanOfferRow, unknown>;

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

/** Whole euros, as the calculator's slider and the landing page's query give them. */
const requestedAmount = z
  .int({ error: code('errors.validation.amountNotNumber') })
  .min(1, code('errors.validation.tooSmall', { min: 1 }))
  .max(1_000_000, code('errors.validation.tooLarge', { max: 1_000_000 }));
const requestedMonths = z
  .int({ error: code('loanApplication.validation.months') })
  .min(1, code('loanApplication.validation.months'))
  .max(600, code('loanApplication.validation.months'));

const { minAmount, maxAmount } = loanCalculatorLimits(STANDARD_LOAN_OFFERS)!;

/** An amount the offer table prices; the duration follows the amount's row, as the slider does. */
const loanChoice = z.object({
  Amount: requestedAmount.refine(
    (amount) => offerRowForAmount(STANDARD_LOAN_OFFERS, amount) !== null,
    code('loanApplication.validation.amount', { min: minAmount, max: maxAmount }),
  ),
  InstallmentCount: requestedMonths,
});

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

export const calculator = defineCall({
  group,
  name: 'calculator',
  method: 'GET',
  request: z.object({}).strict().default({}),
  response: z.object({ Items: z.array(loanOfferRow) }),
  policy: {
    summary: 'The consumer-loan offer table the calculator prices with; cached 60 hours.',
    access: 'public',
    reads: ['loanOffers'],
    cache: 'long',
  },
});

/** The spec's flow state object of a loan application. */
export const loanFlow = z.object({
  status: z.literal('Started'),
  flowType: z.literal('loan'),
  data: z.object({ amount: z.int(), duration: z.int() }),
  applicationId: z.uuid(),
});

export const init = defineCall({
  group,
  name: 'init',
  request: loanChoice,
  response: loanFlow,
  policy: {
    summary: 'Starts an application for an amount and a duration of the calculator.',
    access: 'public',
    // The flow object's `status` is data, not the error body's.
    statusIsData: true,
  },
});

export const startIdentification = defineCall({
  group,
  name: 'start-identification',
  request: z.object({ applicationId: entityId }),
  response: identificationStart,
  policy: {
    summary: 'Starts the applicant’s strong identification; answers where to send the browser.',
    access: 'public',
  },
});

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

/** A funnel step's name: a word of the web bank's own, never free text. */
const funnelStep = z
  .string({ error: code('errors.validation.invalidType') })
  .regex(/^[A-Za-z0-9_-]{1,60}$/, code('errors.validation.invalidFormat'));

/** The funnel's steps, each recorded once per application (the spec's gtm object). */
export const register = defineCall({
  group,
  name: 'register',
  request: z.object({
    applicationId: entityId,
    gtm: z.object({
      steps: z.array(funnelStep).max(20),
    }),
  }),
  response: z.object({ Recorded: z.array(z.string()) }),
  policy: {
    summary: 'Records the application funnel’s steps, each once.',
    access: 'public',
    perMinute: 60,
  },
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
