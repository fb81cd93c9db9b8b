import type { CallOutput } from '../../api/call';
import type * as calls from '../../api/companyOnboarding';

type Onboarding = CallOutput<typeof calls.companyOnboardingUnderWay>;

/** The company Olli Salminen onboards, as the company register finds it. */
export const SALMISEN_VIHERRAKENNUS = {
  BusinessId: '9823106-8',
  Name: 'Salmisen Viherrakennus Oy',
  CompanyForm: 'Osakeyhtiö',
  City: 'Helsinki',
};

/** A company's onboarding just started by its identified representative. */
export const ONBOARDING_STARTED: Onboarding = {
  Id: '6f1b9a52-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
  Phone: null,
  PhoneVerified: false,
  Company: null,
  PrelimKycDone: false,
  BeneficialOwnersConfirmed: false,
  TaxInformationDone: false,
  KycDone: false,
  CompanyCustomerId: null,
};

/** The onboarding with the phone verified and the company found: its owners come next. */
export const ONBOARDING_AT_OWNERS: Onboarding = {
  ...ONBOARDING_STARTED,
  Phone: '+358447890123',
  PhoneVerified: true,
  Company: SALMISEN_VIHERRAKENNUS,
  PrelimKycDone: true,
};
