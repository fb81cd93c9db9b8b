import { afterAll, beforeAll, describe, it } from 'vitest';
import * as loans from '../../api/loans';
import { callFuzz, callsOf, fieldValues, startFuzzing, type ValidBody } from '../testing/callFuzz';
import { MIKKO, newKey } from '../testing/money';
import type { TestBank } from '../testing/testBank';
import { topUpApplication, topUpQuote } from '../testing/topUp';

/** Every call of the loans group. */
const CALLS = callsOf(loans);

const FIELDS = [
  'loanId',
  'start',
  'end',
  'LoanId',
  'InstallmentId',
  'FromAccountId',
  'ToAccountId',
  'Amount',
  'IdempotencyKey',
  'TopUpIncreaseAmount',
  'InstallmentCount',
  'PurposeEnum',
  'TermsAccepted',
  'DueDay',
  'Fee',
];

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;
let validBodies: ValidBody[];
/** A payment of 1 cent on Mikko's loan, and a draw of 1 cent from it (no limit: refused). */
let paying: ValidBody;
let drawing: ValidBody;

beforeAll(async () => {
  const started = await startFuzzing(MIKKO);
  const { cookie, account } = started;
  bank = started.bank;
  const [loan] = (await bank.call({ url: loans.summary.path, cookie })).json();
  const open = loan.LoanInstallmentsPublic.find((i: { TotalOpen: number }) => i.TotalOpen > 0);
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [loan.Id, open.Id, account.id],
      numbers: [0, 0.001, -1, 1, 15, 28, 29, 1e12, 1e13, 30_000],
      dates: ['2026-01-01', '2026-02-30', '0000-01-01', '9999-12-31'],
      words: ['Transportation', 'Other', 'Loan'],
    }),
  });
  const instalment = { LoanId: loan.Id, InstallmentId: open.Id };
  const payment = () => ({
    ...instalment,
    FromAccountId: account.id,
    Amount: 0.01,
    IdempotencyKey: newKey(),
  });
  paying = [loans.payInstallment, payment];
  drawing = [
    loans.limitWithdraw,
    () => ({ LoanId: loan.Id, ToAccountId: account.id, Amount: 0.01, IdempotencyKey: newKey() }),
  ];
  validBodies = [
    [loans.transactions, () => ({ loanId: loan.Id, start: '2026-01-01', end: '2026-06-30' })],
    [loans.documents, () => ({ loanId: loan.Id })],
    [loans.topUpCalculator, () => topUpQuote(loan.Id)],
    [loans.applicationFromLoan, () => topUpApplication(loan.Id)],
    drawing,
    paying,
    [loans.payLimitInstallment, payment],
    [loans.changeDueDate, () => ({ ...instalment, DueDay: 27, IdempotencyKey: newKey() })],
    [
      loans.paymentFreeMonth,
      () => ({ ...instalment, Fee: 15, TermsAccepted: true, IdempotencyKey: newKey() }),
    ],
  ];
});
afterAll(() => bank.close());

describe('fuzzed payloads for the loans calls never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });

  it('valid requests with one of their fields replaced or removed', async () => {
    await fuzz.oneFieldOff(validBodies, 80, {
      200: [paying, 'IdempotencyKey', newKey()],
      400: [paying, 'Amount', 'kymmenen'],
      404: [paying, 'LoanId', newKey()],
      422: [drawing, 'Amount', 1],
    });
  });
});
