/**
 * The loan application's public start, before any identification: the calculator's offer table,
 * starting an application and its identification, and the funnel's steps. In a module of their
 * own, so the landing page's calculator loads these schemas only, not the whole application's.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import {
  loanCalculatorLimits,
  offerRowForAmount,
  type LoanOfferRow,
} from '../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../domain/loans/loanOffers';
import { identificationStart } from './auth';
import { defineCall, type CallGroup } from './call';
import { funnelStepName } from './funnel';
import { entityId } from './wire';

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
export const loanChoice = z.object({
  Amount: requestedAmount.refine(
    (amount) => offerRowForAmount(STANDARD_LOAN_OFFERS, amount) !== null,
    code('loanApplication.validation.amount', { min: minAmount, max: maxAmount }),
  ),
  InstallmentCount: requestedMonths,
});

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

/** The funnel's steps, each recorded once per application (the spec's gtm object). */
export const register = defineCall({
  group,
  name: 'register',
  request: z.object({
    applicationId: entityId,
    gtm: z.object({
      steps: z.array(funnelStepName).max(20),
    }),
  }),
  response: z.object({ Recorded: z.array(z.string()) }),
  policy: {
    summary: 'Records the application funnel’s steps, each once.',
    access: 'public',
    perMinute: 60,
  },
});
