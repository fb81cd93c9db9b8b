/**
 * A company becomes a customer (/api/auth/company-…): its representative identifies strongly
 * (`company-tupas-start`, `-complete`, which opens their session), verifies their phone by an
 * SMS code, finds the company by its business ID in the company register, answers the
 * preliminary questions, confirms the beneficial owners (over 25 %), the tax residencies and the
 * KYC answers, and completes: the company is a customer with the representative as its main user.
 * Spec names the calls only: the payloads are ours, with the spec's field casing. Every call
 * after the identification needs the representative's own session and answers only their own
 * onboarding; another's is not found.
 */
import { z } from 'zod';
import { beneficialOwnerSchema, beneficialOwnersSchema } from '../domain/company/beneficialOwners';
import { businessIdSchema } from '../domain/company/businessId';
import { companyKycSchema, prelimKycSchema } from '../domain/company/companyKyc';
import { SIGNING_RIGHTS } from '../domain/company/signingRights';
import { taxInformationSchema, taxResidencySchema } from '../domain/company/taxResidency';
import { phoneChangeSchema, phoneCodeSchema } from '../domain/customer/ownDetails';
import { code } from '../domain/errors/message';
import { termsAcceptedField } from '../domain/forms/termsForm';
import { brokerAnswer, identificationStart } from './auth';
import { defineCall, type CallGroup, type CallPolicy, type DataTag } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'auth';

/** The company as the register shows it, once found. */
export const registerCompany = z.object({
  BusinessId: z.string(),
  Name: z.string(),
  CompanyForm: z.string(),
  City: z.string(),
});

export const registerCompanyDetails = registerCompany.extend({
  StreetAddress: z.string(),
  PostalCode: z.string(),
  IndustryCode: z.string(),
  Industry: z.string(),
  RegisteredOn: z.string(),
  Representatives: z.array(
    z.object({ Name: z.string(), Position: z.string(), SigningRight: z.enum(SIGNING_RIGHTS) }),
  ),
});

/** The onboarding as its representative sees it; what is not yet done is null or false. */
export const companyOnboarding = z.object({
  Id: z.uuid(),
  Phone: z.string().nullable(),
  PhoneVerified: z.boolean(),
  Company: registerCompany.nullable(),
  PrelimKycDone: z.boolean(),
  BeneficialOwnersConfirmed: z.boolean(),
  TaxInformationDone: z.boolean(),
  KycDone: z.boolean(),
  /** The company, once a customer. */
  CompanyCustomerId: z.uuid().nullable(),
});

const byId = z.object({ Id: entityId });

const changes = ['companyOnboarding'] as const satisfies readonly DataTag[];

/** The representative's calls: a person in their own session. */
const representativePolicy = <const Extra extends Partial<CallPolicy> = object>(
  summary: string,
  extra: Extra = {} as Extra,
) => ({ summary, access: 'session', customerType: 'Person', changes, ...extra }) as const;

const representativeRead = (summary: string) =>
  ({ summary, access: 'session', customerType: 'Person', reads: changes }) as const;

export const companyTupasStart = defineCall({
  group,
  name: 'company-tupas-start',
  request: noPayload,
  response: identificationStart,
  policy: {
    summary: 'Starts the company representative’s strong identification.',
    access: 'public',
    perMinute: 20,
  },
});

/**
 * Completes the representative's identification with the broker's answer (the browser's own
 * return is the GET of the same address). Opens their session; a person who is not yet a
 * customer becomes one, without accounts.
 */
export const companyTupasComplete = defineCall({
  group,
  name: 'company-tupas-complete',
  request: brokerAnswer,
  response: z.object({ Id: z.uuid(), CustomerId: z.uuid() }),
  policy: {
    summary: 'Completes the representative’s identification; the session cookie comes with it.',
    access: 'public',
  },
});

/** Ours (the catalogue has no read of it): the onboarding under way, started now if none. */
export const companyOnboardingUnderWay = defineCall({
  group,
  name: 'company-onboarding',
  request: noPayload,
  response: companyOnboarding,
  policy: representativeRead('The representative’s company onboarding, started now if none.'),
});

export const companySmsVerificationStart = defineCall({
  group,
  name: 'company-sms-verification-start',
  request: byId.and(phoneChangeSchema),
  response: z.object({ VerificationId: z.uuid(), ExpiresAt: z.iso.datetime({ offset: true }) }),
  policy: representativePolicy('Sends a 4-digit code by SMS to the representative’s phone.', {
    perMinute: 5,
  }),
});

export const companySmsVerificationComplete = defineCall({
  group,
  name: 'company-sms-verification-complete',
  request: byId.extend({
    VerificationId: z.uuid({ error: code('errors.validation.invalidId') }),
    Code: phoneCodeSchema,
  }),
  response: companyOnboarding,
  policy: representativePolicy('Verifies the representative’s phone with the SMS code.', {
    perMinute: 20,
  }),
});

export const companySearch = defineCall({
  group,
  name: 'company-search',
  request: byId.extend({ BusinessId: businessIdSchema }),
  response: registerCompany,
  policy: {
    summary: 'Finds a company in the company register by its business ID (Y-tunnus).',
    access: 'session',
    customerType: 'Person',
    perMinute: 30,
  },
});

/**
 * The company's register details, chosen for the onboarding: refused unless the representative
 * has a signing right, and for a company that is already a customer.
 */
export const companySearchDetails = defineCall({
  group,
  name: 'company-search-details',
  request: byId.extend({ BusinessId: businessIdSchema }),
  response: registerCompanyDetails,
  policy: representativePolicy('Chooses the company found; answers its register details.'),
});

export const companyUpdatePrelimKyc = defineCall({
  group,
  name: 'company-update-prelim-kyc',
  request: byId.extend(prelimKycSchema.shape),
  response: companyOnboarding,
  policy: representativePolicy('Saves the preliminary answers: turnover and employees.'),
});

export const companyListBeneficialOwners = defineCall({
  group,
  name: 'company-list-beneficial-owners',
  request: byId,
  response: z.object({
    BeneficialOwners: z.array(beneficialOwnerSchema),
    /** False while the list is the register's proposal, not yet confirmed. */
    Confirmed: z.boolean(),
  }),
  policy: representativeRead('The beneficial owners: as confirmed, or the register’s proposal.'),
});

export const companyUpdateBeneficialOwners = defineCall({
  group,
  name: 'company-update-beneficial-owners',
  request: byId.extend(beneficialOwnersSchema.shape),
  response: companyOnboarding,
  policy: representativePolicy('Confirms the beneficial owners (each over 25 %).'),
});

export const companyGetTaxInformation = defineCall({
  group,
  name: 'company-get-tax-information',
  request: byId,
  response: z.object({ TaxResidencies: z.array(taxResidencySchema) }),
  policy: representativeRead('The tax residencies given so far.'),
});

export const companyUpdateTaxInformation = defineCall({
  group,
  name: 'company-update-tax-information',
  request: byId.extend(taxInformationSchema.shape),
  response: companyOnboarding,
  policy: representativePolicy('Saves the tax residencies with their tax identifiers.'),
});

export const companyGetKyc = defineCall({
  group,
  name: 'company-get-kyc',
  request: byId,
  response: z.object({
    PrelimKyc: prelimKycSchema.nullable(),
    Kyc: companyKycSchema.nullable(),
  }),
  policy: representativeRead('The know-your-customer answers given so far.'),
});

export const companyUpdateKyc = defineCall({
  group,
  name: 'company-update-kyc',
  request: byId.extend(companyKycSchema.shape),
  response: companyOnboarding,
  policy: representativePolicy('Saves the company’s know-your-customer answers.'),
});

export const companyRegistrationComplete = defineCall({
  group,
  name: 'company-registration-complete',
  request: byId.extend({ TermsAccepted: termsAcceptedField }),
  response: companyOnboarding,
  policy: representativePolicy('Makes the company a customer, the representative its main user.', {
    changes: ['companyOnboarding', 'customer'],
  }),
});
