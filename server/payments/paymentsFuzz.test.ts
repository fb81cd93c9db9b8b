import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as bankAccounts from '../../api/bankAccounts';
import * as bankPayments from '../../api/bankPayments';
import * as payments from '../../api/payments';
import { otherBankIban, swedishIban } from '../seed/ibans';
import { callFuzz, callsOf, fieldValues, startFuzzing, type ValidBody } from '../testing/callFuzz';
import { AINO, fund, openAccount } from '../testing/money';
import { draftFor, pay, today } from '../testing/payments';
import type { TestBank } from '../testing/testBank';

/** Every call this slice serves. */
const CALLS = [
  bankAccounts.transfer,
  bankAccounts.withdraw,
  ...callsOf(bankPayments),
  ...callsOf(payments),
];

const daysAhead = (days: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;
/** A valid body for each call that takes one, to replace one field of. */
let validBodies: ValidBody[];

beforeAll(async () => {
  const started = await startFuzzing(AINO);
  const { cookie, customerId, account: payment } = started;
  bank = started.bank;
  const savings = await openAccount(bank.database.db, customerId, 'savings');
  await fund(bank.database.db, savings.id, 500_00);
  const listed = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
  const ids = [payment.id, savings.id, ...listed.map((account: { Id: string }) => account.Id)];
  const future = await pay(bank, cookie, draftFor(payment.id, { DueDate: daysAhead(300) }));
  const scheduled = await pay(
    bank,
    cookie,
    draftFor(payment.id, {
      DueDate: daysAhead(5),
    }),
  );
  const paymentIds = [future.init.json().PaymentId, scheduled.init.json().PaymentId];
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
  ids.push(loan.Id, instalment.Id, ...paymentIds);
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids,
      numbers: [0, 0.001, -1, 1e12, 1e13, 12.5, 2_000.01],
      dates: [today(), daysAhead(30), '2099-01-01', '2000-01-01', '2026-02-30', '0000-01-01'],
      words: [
        otherBankIban('sPankki', '7204118'),
        swedishIban('58398257466'),
        'FI00 1234 5678',
        'GB82WEST12345698765432',
        'Sepa',
        'Instant',
        'Match',
        'NotPossible',
        'BankAccount',
        'NDEAFIHH',
        'OKOYFIHH',
      ],
      text: fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.constantFrom('', ' ', '\u0000', 'Ä'.repeat(200), 'Virta Sähkö Oy', 'Lasku 12'),
      ),
    }),
  });
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

describe('fuzzed payloads for the money-moving calls never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(60);
    // Up to 16 fields: a payment's draft has many.
    await fuzz.nearlyValid(150, 16);
  });

  it('valid requests with one of their fields replaced or removed', async () => {
    const transfer = validBodies[0]!;
    await fuzz.oneFieldOff(validBodies, 120, {
      200: [transfer, 'IdempotencyKey', crypto.randomUUID()],
      400: [transfer, 'Amount', 'kymmenen'],
      404: [transfer, 'FromAccountId', crypto.randomUUID()],
      422: [transfer, 'Amount', 1e12],
    });
  });
});
