import * as bank from '../../api/bank';
import * as bankPayments from '../../api/bankPayments';
import type { CallOutput } from '../../api/call';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';

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
