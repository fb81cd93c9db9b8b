import * as bank from '../../../api/bank';
import * as loanPayments from '../../../api/loanPayments';
import * as loans from '../../../api/loans';
import { loggedInAs, type TestCustomer } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import {
  inDays,
  sampleCompanyLoan,
  sampleLimit,
  sampleLoan,
  sampleTopUpApplication,
} from '../../../app/testing/sampleLoans';

const { payment, savings } = SAMPLE_ACCOUNTS;

export const LOAN = sampleLoan();
export const LIMIT = sampleLimit();
export const COMPANY_LOAN = sampleCompanyLoan();
/** The loan's next instalment, and the limit's open invoice. */
export const NEXT = LOAN.LoanInstallmentsPublic[1]!;
export const INVOICE = LIMIT.LoanInstallmentsPublic[0]!;

export const APPLICATION = sampleTopUpApplication(LOAN, '2026-11-20T10:00:00+02:00');

const PAYOUT = {
  Id: '8e8e8e8e-1d3f-4e5a-9b7c-000000000001',
  BookingDate: inDays(-200),
  TransactionTypeEnum: 'Deposit' as const,
  Amount: 10_000_00,
  Capital: 10_000_00,
  Interest: 0,
  Fees: 0,
  Message: 'Lainan nosto',
};

const PAID = {
  TransactionId: '6c6c6c6c-1d3f-4e5a-9b7c-000000000001',
  BookingDate: '2026-11-26',
  Amount: 329_87,
  AccountBalance: 904_69,
  Fees: 5_00,
  Interest: 44_87,
  Capital: 280_00,
  InstallmentId: NEXT.Id,
  StateEnum: 'Paid' as const,
  TotalOpen: 0,
};

/**
 * A borrower with a loan and a credit limit (a company: the company's loan and limit), their
 * history, documents and applications, and accounts to pay from: every loan screen's reads.
 */
export function loanBank(who: TestCustomer) {
  const company = who === 'companyMainUser';
  return loggedInAs(createFakeBank(), who)
    .on(loans.summary, company ? [COMPANY_LOAN, LIMIT] : [LOAN, LIMIT])
    .on(loans.applications, [APPLICATION])
    .on(loans.transactions, [PAYOUT])
    .on(loans.documents, [])
    .on(bank.accounts, [payment, savings])
    .on(bank.companyAccounts, [payment])
    .on(loanPayments.loanPaymentBanks, [])
    .on(loans.payInstallment, PAID)
    .on(loans.payLimitInstallment, { ...PAID, InstallmentId: INVOICE.Id });
}
