import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bank from '../api/bank';
import * as bankAccounts from '../api/bankAccounts';
import * as bankPayments from '../api/bankPayments';
import * as bankProducts from '../api/bankProducts';
import type { Call } from '../api/call';
import * as communication from '../api/communication';
import * as loans from '../api/loans';
import * as payments from '../api/payments';
import { detailsOf, SAMPLE_ACCOUNTS } from './testing/sampleAccounts';
import { bankRoutes } from './routes';
import { bankQueryClient, forgetBankData } from './shell/BankQueries';
import { loggedInAs, type TestCustomer } from './testing/customers';
import { createFakeBank } from './testing/fakeBank';

const { payment } = SAMPLE_ACCOUNTS;

const ACCOUNT = payment.Id;
const PAYMENT = '7c0e1b2a-3d4e-4f50-8a6b-000000000001';
const LOAN = '7c0e1b2a-3d4e-4f50-8a6b-000000000002';

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => router?.dispose());

/**
 * Opens a route without drawing its page: whatever the bank is asked is asked by the route's
 * loaders alone, while the page's code is still on its way.
 */
async function readsOf(path: string, who: TestCustomer = 'person'): Promise<string[]> {
  const fake = loggedInAs(createFakeBank(), who)
    .on(bankAccounts.accountPaymentDetails, {
      Id: PAYMENT,
      AccountId: ACCOUNT,
      Recipient: null,
      CounterPartyAccountNumber: null,
      Amount: 1_00,
      Booked: '2026-10-31',
      PaymentFailed: false,
      TransactionTypeEnum: 'Deposit',
      Message: null,
      Reference: null,
    })
    .on(bankAccounts.sepaAccount, detailsOf(payment))
    .on(loans.summary, [])
    .on(loans.transactions, [])
    .on(loans.applications, [])
    .on(loans.documents, []);
  forgetBankData();
  vi.stubGlobal('fetch', fake.fetch);
  router = createMemoryRouter(bankRoutes(), { initialEntries: [path] });
  // The first route of a run also loads the bank's code.
  await waitFor(() => expect(router!.state.initialized).toBe(true), { timeout: 5000 });
  // Reads that wait for another (the account list for the customer) have started once all end.
  await waitFor(() => expect(bankQueryClient().isFetching()).toBe(0));
  return [...new Set(fake.requests.map((request) => request.path))].sort();
}

const paths = (...calls: Call[]) => calls.map((call) => call.path).sort();
const EVERY_PAGE = [bank.customer, bank.kyc];

describe('each route starts the reads of its page while the page’s code loads', () => {
  it.each<[string, Call[]]>([
    ['/bank/home', [bank.accounts, loans.summary]],
    ['/bank/accounts', [bank.accounts]],
    [
      `/bank/accounts/${ACCOUNT}?accountType=BankAccount`,
      [bankAccounts.sepaAccount, bankAccounts.sepaAccountTransactions, bank.accounts],
    ],
    [
      `/bank/accounts/deposit/${ACCOUNT}`,
      [bankAccounts.sepaAccount, bankAccounts.depositAccountTransactions],
    ],
    [
      `/bank/accounts/payment?paymentId=${PAYMENT}`,
      [bankAccounts.accountPaymentDetails, bankAccounts.sepaAccount],
    ],
    ['/bank/customer', [bank.customerDetails]],
    ['/bank/accounts/transfer', [bank.accounts, bankPayments.sepaPaymentRecipients]],
    ['/bank/accounts/transfer/payee-verification', [bank.accounts]],
    ['/bank/accounts/transfer/receipt', [bank.accounts]],
    ['/bank/accounts/future-payments', [bankPayments.futurePayments]],
    ['/bank/accounts/internal-transfer', [bank.accounts]],
    ['/bank/accounts/withdrawal', [bank.accounts, payments.bankAccounts]],
    [
      '/bank/accounts/deposit',
      [bank.accounts, payments.bankAccounts, payments.depositAccountsBank],
    ],
    ['/bank/accounts/open-payment-account', []],
    ['/bank/accounts/open-savings-account', [bank.getConfig]],
    ['/bank/accounts/open-term-deposit', [bankProducts.termDepositCalc, bank.accounts]],
    ['/bank/loans', [loans.summary, loans.applications]],
    [`/bank/loans/application/${LOAN}/details`, [loans.applications]],
    ['/bank/loans/application/12345/details', []],
    [`/bank/loans/${LOAN}/details`, [loans.summary, loans.transactions, loans.documents]],
    [`/bank/loans/limit/${LOAN}/details`, [loans.summary, loans.transactions, loans.documents]],
    [
      `/bank/loans/pay-installment?loanId=${LOAN}&installmentId=${LOAN}`,
      [loans.summary, bank.accounts, payments.loanPaymentBanks],
    ],
    [
      `/bank/loans/limit/repayment?loanId=${LOAN}&installmentId=${LOAN}`,
      [loans.summary, bank.accounts],
    ],
    [`/bank/loans/limit/withdrawal?loanId=${LOAN}`, [loans.summary, bank.accounts]],
    [`/bank/loans/change-duedate?loanId=${LOAN}&installmentId=${LOAN}`, [loans.summary]],
    [`/bank/loans/free-month?loanId=${LOAN}&installmentId=${LOAN}`, [loans.summary]],
    [`/bank/loans/increase-loan/amount?loanId=${LOAN}`, [loans.summary]],
    ['/bank/loans/12345/details', []],
    ['/bank/customer/messages', [communication.communicationThreads]],
    ['/bank/customer/messages/new', []],
    [`/bank/customer/messages/${LOAN}`, [communication.communicationGetThread]],
    ['/bank/customer/messages/12345', []],
  ])('%s', async (path, reads) => {
    expect(await readsOf(path)).toEqual(paths(...EVERY_PAGE, ...reads));
  });

  it('a company’s certificate page reads the account; a person’s reads nothing more', async () => {
    const page = `/bank/accounts/balance-statement?accountId=${ACCOUNT}`;
    expect(await readsOf(page, 'companyMainUser')).toEqual(
      paths(...EVERY_PAGE, bankAccounts.sepaAccount),
    );
    expect(await readsOf(page)).toEqual(paths(...EVERY_PAGE));
  });

  it('a company’s loan pages read its loans', async () => {
    expect(await readsOf('/bank/company/loans', 'companyMainUser')).toEqual(
      paths(...EVERY_PAGE, loans.summary),
    );
    expect(await readsOf(`/bank/company/loans/limit/${LOAN}/details`, 'companyMainUser')).toEqual(
      paths(...EVERY_PAGE, loans.summary, loans.transactions, loans.documents),
    );
    expect(
      await readsOf(`/bank/company/loans/limit/withdrawal?loanId=${LOAN}`, 'companyMainUser'),
    ).toEqual(paths(...EVERY_PAGE, loans.summary, bank.companyAccounts));
    // A company pays by transfer: the banks of a person's accounts elsewhere are not asked for.
    expect(
      await readsOf(
        `/bank/loans/pay-installment?loanId=${LOAN}&installmentId=${LOAN}`,
        'companyMainUser',
      ),
    ).toEqual(paths(...EVERY_PAGE, loans.summary, bank.companyAccounts));
  });

  it('a card holder’s routes start nothing the bank would refuse them', async () => {
    expect(await readsOf('/bank/home', 'cardHolder')).toEqual(paths(...EVERY_PAGE));
    expect(await readsOf('/bank/accounts', 'cardHolder')).toEqual(paths(...EVERY_PAGE));
  });

  it('the login and logout pages start nothing before the logout itself', async () => {
    expect(await readsOf('/bank/login')).toEqual([]);
    expect(await readsOf('/bank/login/logout?to=1')).toEqual([]);
  });
});
