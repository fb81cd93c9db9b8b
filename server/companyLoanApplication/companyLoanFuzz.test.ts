import { afterAll, beforeAll, describe, it } from 'vitest';
import * as companyLoanApplication from '../../api/companyLoanApplication';
import { REGISTER_COMPANIES } from '../seed/companyRegister';
import { SAARISTO_BUSINESS_ID } from '../seed/customers/saaristo';
import { callFuzz, callsOf, fieldValues } from '../testing/callFuzz';
import { KAISA } from '../testing/companyLoanRepresentative';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Every call of the company loan application, sent as a representative with one under way. */
const FIELDS = [
  'Id',
  'BusinessId',
  'LoanType',
  'loanType',
  'Amount',
  'InstallmentCount',
  'Purpose',
  'Email',
  'Phone',
  'BeneficialOwners',
  'TermsAccepted',
  'SessionId',
  'state',
  'code',
];

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;

beforeAll(async () => {
  bank = await startTestBank();
  const kaisa = await bank.cookieFor(KAISA);
  const inserted = await bank.call({
    url: '/api/loan-application/company-loan-application-insert',
    cookie: kaisa,
    body: {
      BusinessId: SAARISTO_BUSINESS_ID,
      LoanType: 'NormalLoan',
      Amount: 30_000,
      InstallmentCount: 36,
    },
  });
  fuzz = callFuzz(bank, kaisa, {
    calls: callsOf(companyLoanApplication),
    fields: FIELDS,
    value: fieldValues({
      ids: [inserted.json().Id, crypto.randomUUID()],
      numbers: [0, 1_999, 2_000, 30_000, 100_000, 250_001, 3, 12, 36, 61, -1, 1e308],
      dates: ['2999-01-01'],
      words: [
        ...Object.values(REGISTER_COMPANIES),
        SAARISTO_BUSINESS_ID,
        'NormalLoan',
        'FlexLoan',
        'WorkingCapital',
        'Investment',
        'toimisto@example.com',
        '+358 40 555 6677',
      ],
    }),
  });
});
afterAll(() => bank.close());

describe('fuzzed payloads for the company loan application never get a 500', () => {
  it('random JSON and the calls’ own field names, to every company loan call', async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });
});
