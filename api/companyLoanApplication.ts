/**
 * A company's loan application, after its representative's identification
 * (/api/loan-application/company-…): the companies they may borrow for, the application, its
 * basic data and credit decision; then the signing: every representative whose signature the
 * company's signing rule needs signs by strong identification in their own session, the
 * beneficial owners are confirmed, and the last signature pays the loan out. Every call needs a
 * session and answers only applications of companies the person represents in the register;
 * another's is not found.
 */
import { z } from 'zod';
import { beneficialOwnerSchema, beneficialOwnersSchema } from '../domain/company/beneficialOwners';
import { businessIdSchema } from '../domain/company/businessId';
import { SIGNING_RIGHTS } from '../domain/company/signingRights';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { applicationFormSchema } from '../domain/loans/applicationForm';
import {
  COMPANY_LOAN_APPLICATION_STATUSES,
  COMPANY_LOAN_PURPOSES,
} from '../domain/loans/companyLoanApplication';
import { defineCall, type CallGroup, type CallPolicy, type DataTag } from './call';
import { companyLoanChoice, companyLoanOffer, companyLoanType } from './companyLoanStart';
import { entityId, euros, noPayload } from './wire';

export {
  companyCalcdata,
  companyLoanCalculatorData,
  companyLoanOfferCall,
  companyLoanTupasComplete,
  companyLoanTupasStart,
  companyLoginComplete,
  companySignLoginStart,
} from './companyLoanStart';

const group: CallGroup = 'loan-application';

export const COMPANY_CREDIT_REASONS = ['companyAge', 'industry', 'amount'] as const;

export const companyLoanSignatory = z.object({
  Name: z.string(),
  Position: z.string(),
  SigningRight: z.enum(SIGNING_RIGHTS),
  SignedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Their signature is still needed for the signatures to bind the company. */
  Awaited: z.boolean(),
});

/** The application as its company's representatives see it, the signing's state included. */
export const companyLoanApplication = z.object({
  Id: z.uuid(),
  BusinessId: z.string(),
  CompanyName: z.string(),
  LoanType: companyLoanType,
  /** What the company asks for. */
  Amount: euros,
  InstallmentCount: z.int(),
  Purpose: z.enum(COMPANY_LOAN_PURPOSES).nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Status: z.enum(COMPANY_LOAN_APPLICATION_STATUSES),
  /** Why it was refused, reduced or handed to a person: a key of `companyLoan.reasons`. */
  DecisionReason: z.enum(COMPANY_CREDIT_REASONS).nullable(),
  ApprovedAmount: euros.nullable(),
  /** The offer for the approved amount; null before the decision and after a refusal. */
  Offer: companyLoanOffer.nullable(),
  BeneficialOwners: z.array(beneficialOwnerSchema),
  /** Every beneficial owner has confirmed for themselves. */
  OwnersConfirmed: z.boolean(),
  /** The register's beneficial owners: who has confirmed and whose confirmation is awaited. */
  Owners: z.array(
    z.object({
      Name: z.string(),
      OwnershipPercent: z.number(),
      ConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
      Awaited: z.boolean(),
    }),
  ),
  /** The person asking is a beneficial owner who has still to confirm. */
  YouMayConfirmOwnership: z.boolean(),
  Signatories: z.array(companyLoanSignatory),
  /** The person asking may still sign it. */
  YouMaySign: z.boolean(),
  YouHaveSigned: z.boolean(),
  /** The loan it became, once paid out. */
  LoanId: z.uuid().nullable(),
});

const byId = z.object({ Id: entityId });

/** The company's contact details for the contract, as the consumer application's form checks them. */
const contactData = applicationFormSchema.pick({ Email: true, Phone: true });

const changes = ['loanApplications'] as const satisfies readonly DataTag[];

const representativePolicy = <const Extra extends Partial<CallPolicy> = object>(
  summary: string,
  extra: Extra = {} as Extra,
) => ({ summary, access: 'session', changes, ...extra }) as const;

const representativeRead = (summary: string) =>
  ({ summary, access: 'session', reads: changes }) as const;

export const companyLoanonboardInit = defineCall({
  group,
  name: 'company-loanonboard-init',
  request: noPayload,
  response: z.object({
    Companies: z.array(
      z.object({
        BusinessId: z.string(),
        Name: z.string(),
        SigningRight: z.enum(SIGNING_RIGHTS),
        /** The company banks with us: a loan can be paid to its account. */
        IsCustomer: z.boolean(),
      }),
    ),
  }),
  policy: representativeRead('The companies the person represents with a signing right.'),
});

export const companyLoanApplicationInsert = defineCall({
  group,
  name: 'company-loan-application-insert',
  request: z.intersection(companyLoanChoice, z.object({ BusinessId: businessIdSchema })),
  response: companyLoanApplication,
  policy: representativePolicy('Starts a loan application for a company the person signs for.'),
});

export const companyBasicdata = defineCall({
  group,
  name: 'company-basicdata',
  request: byId.extend({
    Purpose: z.enum(COMPANY_LOAN_PURPOSES, { error: code('companyLoan.validation.purpose') }),
    ...contactData.shape,
  }),
  response: companyLoanApplication,
  policy: representativePolicy('Saves the loan’s purpose and the company’s contact details.'),
});

export const companySubmit = defineCall({
  group,
  name: 'company-submit',
  request: byId,
  response: companyLoanApplication,
  policy: representativePolicy('Asks the credit decision: approved, reduced, refused or manual.'),
});

export const companySignApplication = defineCall({
  group,
  name: 'company-sign-application',
  request: noPayload,
  response: z.object({ Applications: z.array(companyLoanApplication) }),
  policy: representativeRead('The applications of the companies the person represents.'),
});

export const companySignInit = defineCall({
  group,
  name: 'company-sign-init',
  request: byId,
  response: companyLoanApplication,
  policy: representativeRead('An application to sign: its offer, signatories and owners.'),
});

export const companySignUpdatedata = defineCall({
  group,
  name: 'company-sign-updatedata',
  request: byId.extend(contactData.shape),
  response: companyLoanApplication,
  policy: representativePolicy('Corrects the company’s contact details for the contract.'),
});

export const companySignUbos = defineCall({
  group,
  name: 'company-sign-ubos',
  request: byId.extend(beneficialOwnersSchema.shape),
  response: companyLoanApplication,
  policy: representativePolicy(
    'A beneficial owner (over 25 %) confirms the application and the owners for themselves.',
    { changes: ['loanApplications', 'loans', 'accounts', 'transactions'] },
  ),
});

/** Accepting the terms prepares the signatory's signature by strong identification. */
export const companySignConfirm = defineCall({
  group,
  name: 'company-sign-confirm',
  request: byId.extend({ TermsAccepted: termsAcceptedField }),
  response: z.object({ SessionId: z.uuid(), ApprovalText: z.string() }),
  policy: representativePolicy('Accepts the loan terms; answers the signature to confirm.', {
    confirmation: 'CompanyLoanContract',
  }),
});

export const companySignFtnStart = defineCall({
  group,
  name: 'company-sign-ftn-start',
  request: byId.extend({ SessionId: entityId }),
  response: z.object({ IdentificationUrl: z.string() }),
  policy: representativePolicy('Starts the strong identification that signs the application.'),
});

/** After the signature: the application with who has signed, and its loan once paid out. */
export const companyFtnComplete = defineCall({
  group,
  name: 'company-ftn-complete',
  request: byId,
  response: companyLoanApplication,
  policy: representativePolicy('Answers the application the person has signed.', {
    changes: ['loanApplications', 'loans', 'accounts', 'transactions'],
  }),
});
