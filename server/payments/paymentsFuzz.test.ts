import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bankAccounts from '../../api/bankAccounts';
import * as bankPayments from '../../api/bankPayments';
import type { Call } from '../../api/call';
import * as payments from '../../api/payments';
import { otherBankIban, swedishIban } from '../seed/ibans';
import { AINO, customerIdOf, fund, openAccount } from '../testing/money';
import { draftFor, pay, today } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value;

/** Every call this slice serves. */
const CALLS: Call[] = [
  bankAccounts.transfer,
  bankAccounts.withdraw,
  ...Object.values<unknown>(bankPayments).filter(isCall),
  ...Object.values<unknown>(payments).filter(isCall),
];

const daysAhead = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let bank: TestBank;
let cookie: string;
let ids: string[];
let paymentIds: string[];
/** A valid body for each call that takes one, to replace one field of. */
let validBodies: [Call, () => Record<string, unknown>][];

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor(AINO);
  const customerId = await customerIdOf(bank, cookie);
  const payment = await openAccount(bank.database.db, customerId);
  const savings = await openAccount(bank.database.db, customerId, 'savings');
  await fund(bank.database.db, payment.id, 500_00);
  await fund(bank.database.db, savings.id, 500_00);
  const listed = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
  ids = [payment.id, savings.id, ...listed.map((account: { Id: string }) => account.Id)];
  const future = await pay(bank, cookie, draftFor(payment.id, { DueDate: daysAhead(300) }));
  const scheduled = await pay(
    bank,
    cookie,
    draftFor(payment.id, {
      DueDate: daysAhead(5),
    }),
  );
  paymentIds = [future.init.json().PaymentId, scheduled.init.json().PaymentId];
  if (!paymentIds.every(Boolean)) throw new Error('The fuzz needs two future payments');
  const external = listed.find(
    (account: { Type: string }) => account.Type === 'ExternalBankAccount',
  );
  const loan = (await bank.call({ url: '/api/loans/summary', cookie }))
    .json()
    .find((candidate: { TypeEnum: string }) => candidate.TypeEnum !== 'Limit');
  const instalment = loan.LoanInstallmentsPublic.find(
    (i: { TotalOpen: number }) => i.TotalOpen > 0,
  );
  ids.push(loan.Id, instalment.Id);
  const key = () => crypto.randomUUID();
  validBodies = [
    [
      bankAccounts.transfer,
      () => ({
        FromAccountId: payment.id,
        ToAccountId: savings.id,
        Amount: 0.01,
        IdempotencyKey: key(),
      }),
    ],
    [
      bankAccounts.withdraw,
      () => ({
        AccountId: savings.id,
        AccountType: 'BankAccount',
        ToExternalAccountId: external.Id,
        Amount: 0.01,
        IdempotencyKey: key(),
      }),
    ],
    [
      bankPayments.sepaPaymentRecipientAdd,
      () => ({
        Name: 'Sähkö',
        ReceiverAccountNumber: otherBankIban('sPankki', '7204118'),
        ReceiverName: 'Virta Sähkö Oy',
      }),
    ],
    [bankPayments.sepaPaymentInit, () => draftFor(payment.id, { PaymentAmount: 0.01 })],
    [payments.sepaInstantInitConsumer, () => draftFor(payment.id, { PaymentAmount: 0.01 })],
    [bankPayments.sepaPaymentComplete, () => ({ PaymentId: paymentIds[0] })],
    [bankPayments.removeFuturePayment, () => ({ PaymentId: paymentIds[1] })],
    [
      bankPayments.editFuturePaymentConsumerInit,
      () => ({
        PaymentId: paymentIds[1],
        PaymentAmount: 1,
        DueDate: daysAhead(10),
        Message: 'Uusi',
      }),
    ],
    [bankPayments.editFuturePaymentConsumerComplete, () => ({ PaymentId: paymentIds[1] })],
    [
      payments.consumerVerifyPayee,
      () => ({ RecipientIban: otherBankIban('sPankki', '7204118'), RecipientName: 'Virta' }),
    ],
    [payments.loanPaymentAccounts, () => ({ Bic: 'NDEAFIHH' })],
    [
      payments.completeLoanPayment,
      () => ({
        LoanId: loan.Id,
        InstallmentId: instalment.Id,
        FromExternalAccountId: external.Id,
        Amount: 0.01,
        IdempotencyKey: key(),
      }),
    ],
    [
      payments.bankAccountStartDeposit,
      () => ({
        FromExternalAccountId: external.Id,
        ToAccountId: payment.id,
        Amount: 0.01,
        IdempotencyKey: key(),
      }),
    ],
  ];
});
afterAll(() => bank.close());

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'Ä'.repeat(200), 'Virta Sähkö Oy', 'Lasku 12'),
);
// A function: the ids of the accounts and payments exist once beforeAll has run.
const value = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids, ...paymentIds) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        otherBankIban('sPankki', '7204118'),
        swedishIban('58398257466'),
        'FI00 1234 5678',
        'GB82WEST12345698765432',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.double(),
        fc.integer(),
        fc.constantFrom(0, 0.001, -1, 1e12, 1e13, 12.5, 2_000.01),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        today(),
        daysAhead(30),
        '2099-01-01',
        '2000-01-01',
        '2026-02-30',
        '0000-01-01',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Sepa',
        'Instant',
        'Match',
        'NotPossible',
        'BankAccount',
        'NDEAFIHH',
        'OKOYFIHH',
      ),
    },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue() },
  );

const FIELDS = [
  'FromAccountId',
  'ToAccountId',
  'AccountId',
  'AccountType',
  'ToExternalAccountId',
  'FromExternalAccountId',
  'Amount',
  'Message',
  'IdempotencyKey',
  'Id',
  'Name',
  'ReceiverAccountNumber',
  'ReceiverName',
  'ReceiverBic',
  'sourceAccountId',
  'RecipientIban',
  'RecipientName',
  'RecipientBic',
  'Bic',
  'PaymentAmount',
  'DueDate',
  'ReferenceNumber',
  'OwnMessage',
  'payeeVerificationResult',
  'suggestedPayeeName',
  'saveReceiverToList',
  'paymentType',
  'PaymentId',
  'DepositId',
  'LoanId',
  'InstallmentId',
];

/** Payloads with the calls' own field names: most are valid in shape, so the server's rules run. */
const nearlyValid = () => fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 16 });

/** Answers by status code: proof that the fuzz reaches the rules, not only the schemas. */
const statuses = new Map<number, number>();

async function send(call: Call, body: unknown) {
  const response = await bank.app.inject({
    method: 'POST',
    url: call.path,
    headers: { cookie, 'x-requested-with': 'verkkopankki', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  expect(response.statusCode, `${call.path} ${JSON.stringify(body)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(response.json()).toHaveProperty('ModelState');
}

// fast-check draws a new seed on every run (a failure prints it): the runs of CI after CI add up,
// so each run can stay short enough for the test suite's time on two cores.
describe('fuzzed payloads for the money-moving calls never get a 500', () => {
  it(`random JSON to each of the ${CALLS.length} calls`, async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CALLS), fc.jsonValue(), send), {
      numRuns: 150,
    });
  });

  it('payloads with the right field names and wrong, odd or valid values', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CALLS), nearlyValid(), send), {
      numRuns: 500,
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
      {
        numRuns: 300,
        // One of each answer for sure, whatever the random runs draw.
        examples: [
          [validBodies[0]!, 'IdempotencyKey', crypto.randomUUID()],
          [validBodies[0]!, 'Amount', 'kymmenen'],
          [validBodies[0]!, 'FromAccountId', crypto.randomUUID()],
          [validBodies[0]!, 'Amount', 1e12],
        ],
      },
    );
    for (const status of [200, 400, 404, 422]) expect(statuses.get(status)).toBeGreaterThan(0);
  }, 120_000);
});
