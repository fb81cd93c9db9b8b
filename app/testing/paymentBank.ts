import * as bank from '../../api/bank';
import * as bankPayments from '../../api/bankPayments';
import type { CallOutput } from '../../api/call';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';
import { toIsoDate } from '../../domain/dates/dates';
import { inDays } from './sampleLoans';

/** A payee whose bank answers the verification by name. */
export const HELEN = { iban: 'FI5910000071000218', name: 'Helen Oy' } as const;

export const SAVED_PAYEES: CallOutput<typeof bankPayments.sepaPaymentRecipients> = [
  {
    Id: 'b1000000-0000-4000-8000-000000000001',
    Name: 'Sähkölasku',
    ReceiverAccountNumber: HELEN.iban,
    ReceiverName: HELEN.name,
    ReceiverBic: null,
  },
];

/** Ids the bank gives a prepared payment and its confirmation. */
export const PREPARED = {
  SessionId: 'c1000000-0000-4000-8000-000000000001',
  PaymentId: 'c1000000-0000-4000-8000-000000000002',
  ApprovalText: 'Maksu 12,50 € saajalle Helen Oy',
} as const;

type FuturePayment = CallOutput<typeof bankPayments.futurePayments>[number];

/** A scheduled payment: the electricity bill, 61,00 € due in 9 days, unless `fields` say else. */
export const sampleFuturePayment = (fields: Partial<FuturePayment> = {}): FuturePayment => ({
  PaymentId: 'c1000000-0000-4000-8000-000000000009',
  Status: 'Scheduled',
  paymentType: 'Sepa',
  SourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
  RecipientName: HELEN.name,
  RecipientIban: HELEN.iban,
  PaymentAmount: 61_00,
  DueDate: inDays(9),
  ReferenceNumber: null,
  Message: 'Tuleva lasku',
  OwnMessage: null,
  TransactionId: null,
  BookingDate: null,
  FailureReason: null,
  ...fields,
});

/** The rent, 850,00 € due in 20 days: the prepared payment, so its edit is the prepared one. */
export const FUTURE_RENT = sampleFuturePayment({
  PaymentId: PREPARED.PaymentId,
  RecipientName: 'Vuokranantaja Oy',
  PaymentAmount: 850_00,
  DueDate: inDays(20),
  Message: 'Vuokra',
});

type Receipt = CallOutput<typeof bankPayments.sepaPaymentComplete>;

/** The bank's receipt of the prepared payment: 12,50 € to Helen Oy, booked today. */
export function sampleReceipt(fields: Partial<Receipt> = {}): Receipt {
  const today = toIsoDate(new Date());
  return {
    PaymentId: PREPARED.PaymentId,
    Status: 'Booked',
    paymentType: 'Sepa',
    SourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
    RecipientName: HELEN.name,
    RecipientIban: HELEN.iban,
    PaymentAmount: 12_50,
    DueDate: today,
    ReferenceNumber: null,
    Message: 'Lasku 123',
    OwnMessage: null,
    TransactionId: 'd1000000-0000-4000-8000-000000000001',
    BookingDate: today,
    ...fields,
  };
}

/**
 * Strong identification goes to the bank's identification page; in a test, to a place on this
 * page, so that nothing is left while the test watches.
 */
export const IDENTIFICATION_URL = '#identification';

/** A customer with a payment and a savings account and one saved payee. */
export function paymentBank(who: TestCustomer = 'person') {
  const accounts = [SAMPLE_ACCOUNTS.payment, SAMPLE_ACCOUNTS.savings];
  return loggedInAs(createFakeBank(), who)
    .on(bank.accounts, accounts)
    .on(bank.companyAccounts, accounts)
    .on(bankPayments.sepaPaymentRecipients, SAVED_PAYEES);
}
