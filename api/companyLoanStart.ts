/**
 * The company loan application's public start (/api/loan-application/company-…), before any
 * identification: the calculator's data by loan type, the offer, and the representative's strong
 * identification. In a module of its own so that the landing page's calculator loads only these.
 * Spec names the calls only: the payloads are ours, with the spec's field casing.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { COMPANY_LOAN_TYPES } from '../domain/loans/loan';
import {
  companyLoanChoiceProblems,
  type CompanyCalculatorData,
  type CompanyLoanOffer,
} from '../domain/loans/companyLoan';
import { brokerAnswer, identificationStart } from './auth';
import { defineCall, type CallGroup } from './call';
import { loanOfferRow } from './loanApplicationStart';
import { refineWith } from './refine';
import { entityId } from './wire';

const group: CallGroup = 'loan-application';

export const companyLoanType = z.enum(COMPANY_LOAN_TYPES, {
  error: code('companyLoan.validation.loanType'),
});

/** The loan type, amount (whole euros) and duration the calculator chose. */
export const companyLoanChoice = z
  .object({
    LoanType: companyLoanType,
    Amount: z.int({ error: code('errors.validation.amountNotNumber') }),
    InstallmentCount: z.int({ error: code('companyLoan.validation.monthsNotNumber') }),
  })
  .superRefine(refineWith(companyLoanChoiceProblems));

export const companyLoanOffer = z.object({
  Amount: z.number(),
  InstallmentCount: z.int(),
  InstallmentAmount: z.number(),
  OpeningFee: z.number(),
  MonthlyFee: z.number(),
  InstallmentFee: z.number(),
  CompanyLoanType: companyLoanType,
  InterestRate: z.number(),
  EffectiveAnnualRate: z.number(),
  TotalRepayment: z.number(),
}) satisfies z.ZodType<CompanyLoanOffer, unknown>;

const byLoanType = z.object({ loanType: companyLoanType });

export const companyLoanCalculatorData = defineCall({
  group,
  name: 'company-loan-calculator-data',
  method: 'GET',
  request: byLoanType,
  response: z.object({ Items: z.array(loanOfferRow) }),
  policy: {
    summary: 'The offer table a company loan type is priced with; cached 60 hours.',
    access: 'public',
    reads: ['loanOffers'],
    cache: 'long',
  },
});

export const companyCalcdata = defineCall({
  group,
  name: 'company-calcdata',
  method: 'GET',
  request: byLoanType,
  response: z.object({
    LoanType: companyLoanType,
    DefaultAmount: z.int(),
    DefaultInstallmentCount: z.int(),
    MinAmount: z.int(),
    MaxAmount: z.int(),
    AmountStep: z.int(),
    MinInstallmentCount: z.int(),
    MaxInstallmentCount: z.int(),
    InterestRate: z.number(),
  }) satisfies z.ZodType<CompanyCalculatorData, unknown>,
  policy: {
    summary: 'The company calculator’s defaults and spans for a loan type; cached 60 hours.',
    access: 'public',
    reads: ['loanOffers'],
    cache: 'long',
  },
});

export const companyLoanOfferCall = defineCall({
  group,
  name: 'company-loan-offer',
  request: companyLoanChoice,
  response: companyLoanOffer,
  policy: {
    summary: 'The offer for a loan type, amount and duration: instalment, fees, effective rate.',
    access: 'public',
    perMinute: 120,
  },
});

/**
 * The representative's strong identification, to apply (no application yet) or to sign the
 * application of the link (`Id`). Opens their session.
 */
export const companySignLoginStart = defineCall({
  group,
  name: 'company-sign-login-start',
  request: z.object({ Id: entityId.optional() }),
  response: identificationStart,
  policy: {
    summary: 'Starts a company representative’s strong identification to apply or to sign.',
    access: 'public',
    perMinute: 20,
  },
});

export const companyLoginComplete = defineCall({
  group,
  name: 'company-login-complete',
  request: brokerAnswer,
  response: z.object({
    Id: z.uuid().nullable(),
    CustomerId: z.uuid(),
    /** The calculator's choice kept before the identification (`storeflow-read`), if any. */
    FlowId: z.uuid().nullable(),
  }),
  policy: {
    summary: 'Completes the representative’s identification; the session cookie comes with it.',
    access: 'public',
  },
});

/**
 * The catalogue names the representative's identification of this group twice: `company-tupas-…`
 * are the same calls as `company-sign-login-…`, served by the same handlers.
 */
export const companyLoanTupasStart = defineCall({
  ...companySignLoginStart,
  name: 'company-tupas-start',
});

export const companyLoanTupasComplete = defineCall({
  ...companyLoginComplete,
  name: 'company-tupas-complete',
});
