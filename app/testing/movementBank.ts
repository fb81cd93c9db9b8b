import * as bank from '../../api/bank';
import * as bankAccounts from '../../api/bankAccounts';
import type { CallOutput } from '../../api/call';
import * as payments from '../../api/payments';
import { toIsoDate } from '../../domain/dates/dates';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';

const { payment, savings, external } = SAMPLE_ACCOUNTS;

/** What the bank answers when money moved. */
export function moved(
  fields: Partial<CallOutput<typeof bankAccounts.transfer>> = {},
): CallOutput<typeof bankAccounts.transfer> {
  return {
    TransactionId: 'd1000000-0000-4000-8000-000000000001',
    BookingDate: toIsoDate(new Date()),
    Amount: -25_00,
    Fee: 0,
    FromAccountBalance: payment.Balance - 25_00,
    ...fields,
  };
}

/**
 * A customer with a payment and a savings account here and an account in another bank; the
 * savings account has free withdrawals left.
 */
export function movementBank(who: TestCustomer = 'person') {
  return loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [payment, savings])
    .on(payments.bankAccounts, [external])
    .on(payments.depositAccountsBank, [payment, savings])
    .on(bankAccounts.sepaAccount, ({ accountId }) => ({
      ...(accountId === savings.Id ? savings : payment),
      OwnerName: 'Aino Virtanen',
      Bic: 'SANDFIHH',
      OpenedAt: '2024-01-01',
      CreditLimit: 0,
      FreeWithdrawalsLeft: accountId === savings.Id ? 4 : null,
    }));
}
