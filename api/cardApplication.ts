/**
 * The consumer credit card application (/api/cards/onboarding-…): a visitor starts one and
 * identifies (`onboarding-start`, `onboarding-tupas`, `-complete`), a logged-in person picks up
 * theirs (`onboarding-login`); then the applicant fills in their income and living, address and
 * KYC answers, confirms them and the terms, gets the bank's proposal, signs it by strong
 * identification (which opens a credit account and its card) and names the account the card
 * bill is paid from. The spec shows none of the payloads: each is modelled on the consumer loan
 * application's (`loanApplication.ts`), with the spec's field casing. Every call after the
 * identification needs the applicant's session and answers only their own applications.
 */
import { z } from 'zod';
import {
  CARD_APPLICATION_STATUSES,
  CARD_DECISION_REASONS,
  cardApplicantAddressSchema,
  cardApplicantKycSchema,
  cardApplicantSchema,
  requestedLimitProblem,
} from '../domain/cards/cardApplication';
import { EMPLOYMENT_TYPES, HOUSING_TYPES } from '../domain/cards/creditCardProposal';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { brokerAnswer, identificationStart } from './auth';
import { defineCall, type CallGroup, type CallPolicy, type DataTag } from './call';
import { cardConfirmation } from './cardStatus';
import { entityId, euros, noPayload } from './wire';

const group: CallGroup = 'cards';

/** A credit limit asked for: whole 500 € from 500 € to 5 000 €. */
const requestedLimit = euros.superRefine((cents, context) => {
  const problem = requestedLimitProblem(cents);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Money a month the applicant states: never below zero. */
const monthlyMoney = euros.refine((cents) => cents >= 0, {
  message: code('errors.validation.tooSmall', { min: 0 }),
});

/** The application as its applicant sees it; what is not yet filled in is null. */
export const consumerCardApplication = z.object({
  Id: z.uuid(),
  Status: z.enum(CARD_APPLICATION_STATUSES),
  RequestedLimit: euros,
  MonthlyIncome: euros.nullable(),
  MonthlyExpenses: euros.nullable(),
  EmploymentEnum: z.enum(EMPLOYMENT_TYPES).nullable(),
  HousingEnum: z.enum(HOUSING_TYPES).nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  StreetAddress: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  IsPoliticallyExposed: z.boolean().nullable(),
  ActsOnOwnBehalf: z.boolean().nullable(),
  /** The applicant confirmed the details and accepted the terms: the proposal can be asked. */
  OnboardingComplete: z.boolean(),
  /** The limit the bank proposes (and, once signed, the card's); null before or after a refusal. */
  GrantedLimit: euros.nullable(),
  /** Why there is no proposal: a key of `cardApplication.reasons`. */
  DecisionReason: z.enum(CARD_DECISION_REASONS).nullable(),
  /** The card the signed application made. */
  CardId: z.uuid().nullable(),
  MaskedCardNumber: z.string().nullable(),
  /** The applicant's own account the card bill is paid from. */
  PaymentAccountId: z.uuid().nullable(),
});

const byId = z.object({ Id: entityId });

const changes = ['cardApplications'] as const satisfies readonly DataTag[];

/** The applicant's calls: a person in their own session (view-only users are refused). */
// Generic, so that a declared confirmation stays in the call's type (the client's flow needs it).
const applicantPolicy = <const Extra extends Partial<CallPolicy> = object>(
  summary: string,
  extra: Extra = {} as Extra,
) => ({ summary, access: 'session', customerType: 'Person', changes, ...extra }) as const;

export const onboardingStart = defineCall({
  group,
  name: 'onboarding-start',
  // Spec leaves the start's payload open: the limit a landing page lets the visitor pick.
  request: z.object({ RequestedLimit: requestedLimit.optional() }),
  response: z.object({ ApplicationId: z.uuid() }),
  policy: {
    summary: 'A visitor starts a credit card application, before identifying.',
    access: 'public',
    perMinute: 20,
  },
});

/** The documents the applicant reads before confirming: the card's terms and its price list. */
export const onboardingDocumentsUrls = defineCall({
  group,
  name: 'onboarding-documents-urls',
  method: 'GET',
  request: noPayload,
  response: z.object({ TermsUrl: z.string(), PriceListUrl: z.string() }),
  policy: {
    summary: 'Where the credit card’s terms and price list are.',
    access: 'public',
    reads: ['cardApplications'],
    cache: 'long',
  },
});

export const onboardingTupas = defineCall({
  group,
  name: 'onboarding-tupas',
  request: z.object({ ApplicationId: entityId }),
  response: identificationStart,
  policy: {
    summary: 'Starts a visitor applicant’s strong identification; answers where to send them.',
    access: 'public',
  },
});

/**
 * Completes the visitor's identification with the broker's answer (the browser's own return is
 * the GET of the same address). Opens the applicant's session; a person who is not yet a
 * customer becomes one, without accounts until the card is made.
 */
export const onboardingTupasComplete = defineCall({
  group,
  name: 'onboarding-tupas-complete',
  request: brokerAnswer,
  response: z.object({ ApplicationId: z.uuid(), CustomerId: z.uuid(), IsNewCustomer: z.boolean() }),
  policy: {
    summary: 'Completes the applicant’s identification; the session cookie comes with it.',
    access: 'public',
  },
});

/**
 * The logged-in person's latest application while it is under way, and for a day after it ended
 * (refused, referred, or its card connected), so a reload shows the outcome; else a new one,
 * started now. Asking again answers the same one: a read, though the first may start it.
 */
export const onboardingLogin = defineCall({
  group,
  name: 'onboarding-login',
  request: noPayload,
  response: consumerCardApplication,
  policy: {
    summary: 'The logged-in person’s credit card application, started now if none is shown.',
    access: 'session',
    customerType: 'Person',
    reads: ['cardApplications'],
  },
});

export const onboardingUpdateApplication = defineCall({
  group,
  name: 'onboarding-update-application',
  request: byId.extend({
    RequestedLimit: requestedLimit,
    MonthlyIncome: monthlyMoney,
    MonthlyExpenses: monthlyMoney,
    ...cardApplicantSchema.shape,
  }),
  response: consumerCardApplication,
  policy: applicantPolicy('Saves the limit asked, income, expenses, employment and housing.'),
});

export const onboardingUpdateAddress = defineCall({
  group,
  name: 'onboarding-update-address',
  request: byId.extend(cardApplicantAddressSchema.shape),
  response: consumerCardApplication,
  policy: applicantPolicy(
    'Saves the applicant’s contact details and address; the customer’s once the card is made.',
  ),
});

export const onboardingKyc = defineCall({
  group,
  name: 'onboarding-kyc',
  request: byId.extend(cardApplicantKycSchema.shape),
  response: consumerCardApplication,
  policy: applicantPolicy('Saves the answers to the know-your-customer questions.'),
});

export const onboardingConfirm = defineCall({
  group,
  name: 'onboarding-confirm',
  request: byId.extend({ TermsAccepted: termsAcceptedField }),
  response: consumerCardApplication,
  policy: applicantPolicy('Confirms the filled-in details and accepts the terms and price list.'),
});

export const sendCardApplicationGetProposal = defineCall({
  group,
  name: 'send-card-application-get-proposal',
  request: byId,
  response: consumerCardApplication,
  policy: applicantPolicy('Sends the application; answers the proposed limit, or why none.'),
});

/** Signing the proposal by strong identification opens the credit account and makes the card. */
export const cardApplicationConfirm = defineCall({
  group,
  name: 'card-application-confirm',
  request: byId,
  response: cardConfirmation,
  // The card is made on the signature's return, a new page load: nothing else is stale here.
  policy: applicantPolicy('Accepts the proposal; answers the signature to confirm.', {
    confirmation: 'CardApplication',
  }),
});

export const cardAddBankConnection = defineCall({
  group,
  name: 'card-add-bank-connection',
  request: byId.extend({ AccountId: entityId }),
  response: consumerCardApplication,
  policy: applicantPolicy('Names the applicant’s own account the card bill is paid from.'),
});
