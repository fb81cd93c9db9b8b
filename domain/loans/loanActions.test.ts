import { describe, expect, it } from 'vitest';
import { testInstalment as instalment, testLoan } from '../testing/loans';
import type { Loan } from './loan';
import { loanPageActions } from './loanActions';

const TODAY = new Date(2026, 10, 26, 9, 0); // 26.11.2026

const loan = (overrides: Partial<Loan> = {}) =>
  testLoan(
    [
      instalment(13, '2026-11-20', { TotalPaid: 100, StateEnum: 'PartiallyPaid' }),
      instalment(14, '2026-12-20'),
    ],
    overrides,
  );

const limit = (overrides: Partial<Loan> = {}) =>
  loan({
    TypeEnum: 'Limit',
    Name: 'Luottoraja',
    TopUpAllowed: false,
    PaymentFreeInstallmentAllowed: false,
    WithdrawalAllowed: true,
    ...overrides,
  });

const person = { mayAct: true, company: false };
const company = { mayAct: true, company: true };
const actionsOf = (result: ReturnType<typeof loanPageActions>) =>
  result.actions.map(({ action, installmentId, disabled }) =>
    [action, installmentId, disabled].join(' '),
  );

describe('loanPageActions', () => {
  it('offers a person the payment-free month on the first untouched instalment, and a top-up', () => {
    expect(actionsOf(loanPageActions(loan(), TODAY, person))).toEqual([
      'paymentFreeMonth i-14 false',
      'topUp  false',
    ]);
  });

  it('leaves out what the loan does not allow', () => {
    const plain = loan({ TopUpAllowed: false, PaymentFreeInstallmentAllowed: false });
    expect(loanPageActions(plain, TODAY, person).actions).toEqual([]);
  });

  it('keeps the buttons of a customer who may not act, disabled', () => {
    expect(actionsOf(loanPageActions(loan(), TODAY, { ...person, mayAct: false }))).toEqual([
      'paymentFreeMonth i-14 true',
      'topUp  true',
    ]);
  });

  it('gives a company loan no actions: it is paid by bank transfer', () => {
    const companyLoan = loan({ TypeEnum: 'CompanyLoan', CompanyLoanType: 'FlexLoan' });
    expect(loanPageActions(companyLoan, TODAY, company)).toEqual({
      actions: [],
      agreementEnded: false,
      paidByTransfer: true,
    });
  });

  it('offers a person’s limit the withdrawal and the repayment of its open instalment', () => {
    expect(actionsOf(loanPageActions(limit(), TODAY, person))).toEqual([
      'limitWithdrawal  false',
      'limitRepayment i-13 false',
    ]);
  });

  it.each(['Luottoraja FCA', 'LimitFCA', 'Yritysluotto FMX'])(
    'hides the withdrawal of a limit named %s',
    (Name) => {
      expect(actionsOf(loanPageActions(limit({ Name }), TODAY, person))).toEqual([
        'limitRepayment i-13 false',
      ]);
    },
  );

  it('has no repayment for a limit with nothing open', () => {
    const paidUp = limit({
      LoanInstallmentsPublic: [instalment(1, '2026-11-20', { TotalOpen: 0, StateEnum: 'Paid' })],
    });
    expect(actionsOf(loanPageActions(paidUp, TODAY, person))).toEqual(['limitWithdrawal  false']);
  });

  it('ends a company limit’s withdrawal on day 366 of its agreement', () => {
    const onDay365 = limit({ OpeningDate: '2025-11-26' });
    expect(loanPageActions(onDay365, TODAY, company)).toEqual({
      actions: [{ action: 'limitWithdrawal', installmentId: null, disabled: false }],
      agreementEnded: false,
      paidByTransfer: true,
    });
    const onDay366 = limit({ OpeningDate: '2025-11-25' });
    expect(loanPageActions(onDay366, TODAY, company)).toEqual({
      actions: [],
      agreementEnded: true,
      paidByTransfer: true,
    });
  });

  it('lets a person draw from a limit older than a year', () => {
    const old = limit({ OpeningDate: '2020-01-01' });
    expect(loanPageActions(old, TODAY, person).agreementEnded).toBe(false);
    expect(actionsOf(loanPageActions(old, TODAY, person))[0]).toBe('limitWithdrawal  false');
  });
});
