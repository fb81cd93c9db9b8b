import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../api/call';
import * as loans from '../../api/loans';
import { MIKKO, customerIdOf, fund, newKey, openAccount } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value;

/** Every call of the loans group. */
const CALLS: Call[] = Object.values<unknown>(loans).filter(isCall);

let bank: TestBank;
let cookie: string;
/** Ids of real rows: the customer's loan, its instalments, an account; to mix into payloads. */
let ids: string[];
let validBodies: [Call, () => Record<string, unknown>][];

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor(MIKKO);
  const account = await openAccount(bank.database.db, await customerIdOf(bank, cookie));
  await fund(bank.database.db, account.id, 500_00);
  const [loan] = (await bank.call({ url: loans.summary.path, cookie })).json();
  const open = loan.LoanInstallmentsPublic.find((i: { TotalOpen: number }) => i.TotalOpen > 0);
  ids = [loan.Id, open.Id, account.id];
  const instalment = { LoanId: loan.Id, InstallmentId: open.Id };
  validBodies = [
    [loans.transactions, () => ({ loanId: loan.Id, start: '2026-01-01', end: '2026-06-30' })],
    [loans.documents, () => ({ loanId: loan.Id })],
    [
      loans.topUpCalculator,
      () => ({ LoanId: loan.Id, TopUpIncreaseAmount: 1000, InstallmentCount: 24 }),
    ],
    [
      loans.applicationFromLoan,
      () => ({
        LoanId: loan.Id,
        TopUpIncreaseAmount: 1000,
        InstallmentCount: 24,
        PurposeEnum: 'Transportation',
        TermsAccepted: true,
        IdempotencyKey: newKey(),
      }),
    ],
    [
      loans.limitWithdraw,
      () => ({ LoanId: loan.Id, ToAccountId: account.id, Amount: 0.01, IdempotencyKey: newKey() }),
    ],
    [
      loans.payInstallment,
      () => ({ ...instalment, FromAccountId: account.id, Amount: 0.01, IdempotencyKey: newKey() }),
    ],
    [
      loans.payLimitInstallment,
      () => ({ ...instalment, FromAccountId: account.id, Amount: 0.01, IdempotencyKey: newKey() }),
    ],
    [loans.changeDueDate, () => ({ ...instalment, DueDay: 27, IdempotencyKey: newKey() })],
    [
      loans.paymentFreeMonth,
      () => ({ ...instalment, Fee: 15, TermsAccepted: true, IdempotencyKey: newKey() }),
    ],
  ];
});
afterAll(() => bank.close());

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

// A function: the ids exist once beforeAll has run.
const value = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.double(),
        fc.integer(),
        fc.constantFrom(0, 0.001, -1, 1, 15, 28, 29, 1e12, 1e13, 30_000),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom('2026-01-01', '2026-02-30', '0000-01-01', '9999-12-31'),
    },
    { weight: 1, arbitrary: fc.constantFrom('Transportation', 'Other', 'Loan') },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.oneof(fc.string(), fc.string({ unit: 'binary' })) },
    { weight: 1, arbitrary: fc.jsonValue() },
  );

const statuses = new Map<number, number>();

async function send(call: Call, body: unknown) {
  const response = await bank.call({ method: call.method, url: call.path, cookie, body });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  expect(response.statusCode, `${call.path} ${JSON.stringify(body)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(response.json()).toHaveProperty('ModelState');
}

// fast-check draws a new seed each run (a failure prints it); the runs of CI add up.
describe('fuzzed payloads for the loans calls never get a 500', () => {
  it(`random JSON and the calls' own field names to each of the ${CALLS.length} calls`, async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CALLS), fc.jsonValue(), send), {
      numRuns: 80,
    });
    const nearlyValid = fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 8 });
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CALLS), nearlyValid, send), {
      numRuns: 150,
    });
  }, 120_000);

  it('valid requests with one field replaced or removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...validBodies),
        fc.constantFrom(...FIELDS),
        fc.option(value(), { nil: undefined }),
        ([call, body], field, replacement) => send(call, { ...body(), [field]: replacement }),
      ),
      { numRuns: 200 },
    );
    for (const status of [200, 400, 404, 422]) expect(statuses.get(status)).toBeGreaterThan(0);
  }, 120_000);
});
