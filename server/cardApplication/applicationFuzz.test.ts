import { afterAll, beforeAll, describe, it } from 'vitest';
import * as cardApplication from '../../api/cardApplication';
import { cardsCall } from '../testing/cards';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { MIKKO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Every call of the card application, sent as a person with an application under way. */
const CALLS = callsOf(cardApplication);

const FIELDS = [
  'Id',
  'ApplicationId',
  'AccountId',
  'RequestedLimit',
  'MonthlyIncome',
  'MonthlyExpenses',
  'EmploymentEnum',
  'HousingEnum',
  'Email',
  'Phone',
  'StreetAddress',
  'PostalCode',
  'City',
  'IsPoliticallyExposed',
  'ActsOnOwnBehalf',
  'TermsAccepted',
  'state',
  'code',
  'error',
];

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;

beforeAll(async () => {
  bank = await startTestBank();
  const cookie = await bank.cookieFor(MIKKO);
  const { Id } = (await cardsCall(bank, cookie, 'onboarding-login')).json();
  const accounts = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [Id, ...accounts.map((account: { Id: string }) => account.Id)],
      numbers: [0, 0.001, -1, 500, 750, 5000, 5500, 1e12, 1e13],
      dates: ['2026-01-01', '0000-01-01'],
      words: ['Permanent', 'Student', 'Rented', 'Owned', '33200', '045 234 5678', 'a@b.fi'],
    }),
  });
});
afterAll(() => bank.close());

describe('fuzzed payloads for the card application never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });
});
