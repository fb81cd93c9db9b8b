import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import type { CallOutput } from '../../../api/call';
import * as calls from '../../../api/companyOnboarding';
import { ONBOARDING_AT_OWNERS, ONBOARDING_STARTED } from '../../../app/testing/companyOnboarding';
import { createFakeBank, type FakeBank } from '../../../app/testing/fakeBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';

type Onboarding = CallOutput<typeof calls.companyOnboardingUnderWay>;

const ID = ONBOARDING_STARTED.Id;
const AT_TAX: Onboarding = { ...ONBOARDING_AT_OWNERS, BeneficialOwnersConfirmed: true };
const AT_KYC: Onboarding = { ...AT_TAX, TaxInformationDone: true };
const AT_CONFIRM: Onboarding = { ...AT_KYC, KycDone: true };
const DONE: Onboarding = {
  ...AT_CONFIRM,
  CompanyCustomerId: '0c5e2f7a-9d41-4b8e-a3f6-2b7d1e9c4a58',
};
const OLLI = {
  FirstName: 'Olli',
  LastName: 'Salminen',
  BirthDate: '1983-07-25',
  OwnershipPercent: 60,
  CountryCode: 'FI',
  IsPoliticallyExposed: false,
};

/** A visitor not yet identified; the states below identify her. */
const screen = bankScreen('/open/company', () =>
  createFakeBank()
    .on(auth.sessionStatus, { status: '' })
    .on(calls.companyTupasStart, { SessionId: ID, IdentificationUrl: IDENTIFICATION_URL }),
);

/** The identified representative with her onboarding at the given step. */
const identified =
  (onboarding: Onboarding = ONBOARDING_STARTED) =>
  (fake: FakeBank) =>
    fake
      .on(auth.sessionStatus, { status: 'active' })
      .on(calls.companyOnboardingUnderWay, onboarding)
      .on(calls.companyListBeneficialOwners, { BeneficialOwners: [OLLI], Confirmed: false })
      // Nothing given yet: the tax step proposes Finland and the business ID.
      .on(calls.companyGetTaxInformation, { TaxResidencies: [] })
      .on(calls.companyGetKyc, {
        PrelimKyc: { Turnover: 'Under100k', Employees: 'From1To9' },
        Kyc: null,
      });

const meta = { title: 'Screens/Open/Company onboarding', ...screenMeta } satisfies Meta;
export default meta;

/** A company's representative starts by identifying herself strongly. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tunnistaudu' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(calls.companyTupasStart)).toHaveLength(1),
    );
  },
});
export const Phone = screen.state({ bank: identified() });
/** The phone verified: the representative looks her company up by its business ID. */
export const Company = screen.state({
  bank: identified({
    ...ONBOARDING_STARTED,
    Phone: ONBOARDING_AT_OWNERS.Phone,
    PhoneVerified: true,
  }),
});
export const Owners = screen.state({ bank: identified(ONBOARDING_AT_OWNERS) });
/** The owners confirmed: the company's tax residencies. */
export const Tax = screen.state({ bank: identified(AT_TAX) });
/** The company's know-your-customer questions. */
export const Kyc = screen.state({ bank: identified(AT_KYC) });
/** The last look before the company becomes a customer: its details, the terms. */
export const Confirm = screen.state({ bank: identified(AT_CONFIRM) });
/** The company is a customer; the representative goes on to the bank. */
export const Done = screen.state({ bank: identified(DONE) });
export const Loading = screen.state({
  bank: (fake) => identified()(fake).hang(calls.companyOnboardingUnderWay),
});
export const Failed = screen.state({
  bank: (fake) => identified()(fake).unreachable(calls.companyOnboardingUnderWay),
});
/** A session acting for a company: onboarding is for persons. */
export const Refused = screen.state({
  bank: (fake) =>
    identified()(fake).refuse(
      calls.companyOnboardingUnderWay,
      'customerType',
      'Toiminto on vain henkilöasiakkaille.',
      403,
    ),
});
/** An address under `/open/` the bank has no page for. */
export const NotFound = screen.state({ path: '/open/no-such-page' });
