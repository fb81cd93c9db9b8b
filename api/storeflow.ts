/**
 * Flows that survive the login (spec: flow state objects): a visitor's choice of a term deposit,
 * an account, a loan or a company loan is kept by the bank before the login, and read again by
 * the page the login leads to. A public page shows the term deposit offer to a visitor.
 */
import { z } from 'zod';
import {
  FLOW_CODE_MAX_LENGTH,
  FLOW_MAX_EUROS,
  FLOW_MAX_MONTHS,
  FLOW_STATUS,
} from '../domain/flows/storedFlow';
import { code } from '../domain/errors/message';
import { eurosToCents } from '../domain/money/money';
import { termDepositCalc, termDepositOffer } from './bankProducts';
import { defineCall } from './call';
import { entityId, positiveEuros } from './wire';

const flowAmount = positiveEuros.refine((cents) => cents <= eurosToCents(FLOW_MAX_EUROS), {
  message: code('errors.validation.amountTooLarge'),
});
const flowMonths = z.int().min(1).max(FLOW_MAX_MONTHS);
const flowCode = z
  .string()
  .max(FLOW_CODE_MAX_LENGTH)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, code('errors.validation.invalidFormat'));
const started = z.literal(FLOW_STATUS);

/** The flow state object of the spec, one shape per flow type; nothing else is kept. */
export const storedFlow = z.discriminatedUnion(
  'flowType',
  [
    z.strictObject({
      status: started,
      flowType: z.literal('deposit'),
      data: z.strictObject({ depositAmount: flowAmount, depositDuration: flowMonths }),
    }),
    z.strictObject({ status: started, flowType: z.literal('account') }),
    z.strictObject({
      status: started,
      flowType: z.literal('loan'),
      data: z.strictObject({ amount: flowAmount, duration: flowMonths }),
    }),
    z.strictObject({
      status: started,
      flowType: z.literal('company-loan'),
      companyLoanData: z.strictObject({
        amount: flowAmount,
        duration: flowMonths,
        loanType: flowCode,
        subType: flowCode,
      }),
    }),
  ],
  { error: code('errors.validation.invalidChoice') },
);

export const storeFlow = defineCall({
  group: 'auth',
  name: 'storeflow',
  request: storedFlow,
  response: z.object({ FlowId: z.uuid(), ExpiresAt: z.iso.datetime({ offset: true }) }),
  policy: {
    summary:
      'Keeps a flow begun before the login (30 minutes, this browser only); the login then leads to its page.',
    access: 'public',
    perMinute: 10,
  },
});

export const storedFlowRead = defineCall({
  group: 'auth',
  name: 'storeflow-read',
  method: 'GET',
  request: z.object({ FlowId: entityId }),
  response: z.object({ FlowId: z.uuid(), Flow: storedFlow }),
  policy: {
    summary:
      'A kept flow the logged-in person brought through their login, for its page to prefill.',
    access: 'session',
    reads: [],
    cache: 'never',
  },
});

/** The term deposit offers for a visitor: the same price list the customer's calculator reads. */
export const termDepositPublicCalc = defineCall({
  group: 'bank',
  name: 'term-deposit-public-calc',
  method: 'GET',
  request: termDepositCalc.request,
  response: termDepositCalc.response,
  policy: {
    summary: 'The term-deposit offers as the bank publishes them, without a session.',
    access: 'public',
    reads: ['termDepositOffers'],
    cache: 'long',
  },
});

export const termDepositPublicOffer = defineCall({
  group: 'bank',
  name: 'term-deposit-public-offer',
  request: termDepositOffer.request,
  response: termDepositOffer.response,
  policy: {
    summary: 'The rate, interest and maturity of one amount and duration, without a session.',
    access: 'public',
    reads: ['termDepositOffers'],
    cache: 'long',
    perMinute: 120,
  },
});
