import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as companyOnboarding from '../../api/companyOnboarding';
import * as purchaseRights from '../../api/purchaseRights';
import { REGISTER_COMPANIES } from '../seed/companyRegister';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { companyCookie } from '../testing/companySession';
import { onboardingWithPhone } from '../testing/companyRepresentative';
import { AINO, JUKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/**
 * Every call of the company onboarding, sent as a representative with an onboarding under way,
 * and of the purchase rights, sent as a company's main user.
 */
const FIELDS = [
  'Id',
  'BusinessId',
  'CountryCode',
  'Number',
  'VerificationId',
  'Code',
  'Turnover',
  'Employees',
  'BeneficialOwners',
  'TaxResidencies',
  'Purpose',
  'MonthlyPayments',
  'HandlesCash',
  'InternationalPayments',
  'IsPoliticallyExposed',
  'ActsOnOwnBehalf',
  'TermsAccepted',
  'PersonalId',
  'FirstName',
  'LastName',
  'SessionId',
  'state',
  'code',
];

const owner = {
  FirstName: 'Aino',
  LastName: 'Virtanen',
  BirthDate: '1988-03-14',
  OwnershipPercent: 50,
  CountryCode: 'FI',
  IsPoliticallyExposed: false,
};

let bank: TestBank;
let onboardingFuzz: ReturnType<typeof callFuzz>;
let rightsFuzz: ReturnType<typeof callFuzz>;

beforeAll(async () => {
  bank = await startTestBank();
  const aino = await bank.cookieFor(AINO);
  const Id = await onboardingWithPhone(bank, aino);
  const value = fieldValues({
    ids: [Id, crypto.randomUUID()],
    numbers: [0, 25, 25.01, 50, 100, 100.001, -1, 1e308],
    dates: ['1988-03-14', '2999-01-01', '0000-01-01'],
    words: [
      ...Object.values(REGISTER_COMPANIES),
      '+358',
      '+46',
      '401234567',
      '1234',
      'FI',
      'US',
      'SE',
      '98Q96B.00000.LE.250',
      '140388-9028',
      'DailyBusiness',
      'Under100k',
    ],
  });
  onboardingFuzz = callFuzz(bank, aino, {
    calls: callsOf(companyOnboarding),
    fields: FIELDS,
    value: withLists(value),
  });
  rightsFuzz = callFuzz(bank, await companyCookie(bank, JUKKA), {
    calls: callsOf(purchaseRights),
    fields: FIELDS,
    value,
  });
});
afterAll(() => bank.close());

/** The values, and lists of owners and tax residencies made of them (the fields that hold lists). */
const withLists = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    value,
    fc.array(
      fc
        .oneof(fc.double(), fc.constant(50), value)
        .map((OwnershipPercent) => ({ ...owner, OwnershipPercent })),
      { maxLength: 5 },
    ),
    fc.array(fc.record({ CountryCode: value, TaxIdentifier: value }), { maxLength: 6 }),
  );

describe('fuzzed payloads for company onboarding and purchase rights never get a 500', () => {
  it('random JSON and the calls’ own field names, to every onboarding call', async () => {
    await onboardingFuzz.randomJson(40);
    await onboardingFuzz.nearlyValid(80);
  });

  it('random JSON and the calls’ own field names, to every purchase-rights call', async () => {
    await rightsFuzz.randomJson(15);
    await rightsFuzz.nearlyValid(40);
  });
});
