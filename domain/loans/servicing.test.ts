import { describe, expect, it } from 'vitest';
import { readMessageCode } from '../errors/message';
import { isContract, loanDocumentTypes } from './documents';
import { dueDateChange } from './dueDateChange';
import { paidTestInstalment, testInstalment as instalment, testLoan } from '../testing/loans';
import type { Loan } from './loan';
import { limitFreeBalance, limitWithdrawalProblem } from './limitWithdrawal';
import { STANDARD_LOAN_OFFERS } from './loanOffers';
import { PAYMENT_FREE_MONTH_FEE_CENTS, paymentFreeMonthOffer } from './paymentFreeMonth';
import { topUpOffer } from './topUp';

/** The rules of servicing a loan: due-date change, payment-free month, limit withdrawal, top-up. */

const TODAY = new Date(2025, 5, 15, 9, 0); // 15.6.2025

/** Instalment 1 paid on 20.5., 2 due 20.6., 3 due 20.7., 4 (the last) due 20.8.2025. */
const loan = (overrides: Partial<Loan> = {}) =>
  testLoan(
    [
      paidTestInstalment(1, '2025-05-20'),
      instalment(2, '2025-06-20'),
      instalment(3, '2025-07-20'),
      instalment(4, '2025-08-20'),
    ],
    {
      Capital: 1120_00,
      CapitalPaid: 280_00,
      PaidInstallmentCount: 1,
      InstallmentCount: 4,
      OpeningDate: '2025-04-20',
      PaymentReference: '71900000011',
      TotalRepayment: 1319_48,
      ...overrides,
    },
  );

const keyOf = (reason: string) => readMessageCode(reason)?.key;

describe('dueDateChange', () => {
  it('moves the candidate forward to the chosen day, and every later instalment a month apart', () => {
    const change = dueDateChange(loan(), 'i-2', 28, TODAY);
    expect(change.ok && Object.fromEntries(change.dueDates)).toEqual({
      'i-2': '2025-06-28',
      'i-3': '2025-07-28',
      'i-4': '2025-08-28',
    });
  });

  it('goes to the next month when the day is earlier in the month than the due date', () => {
    const change = dueDateChange(loan(), 'i-2', 5, TODAY);
    expect(change.ok && change.dueDates.get('i-2')).toBe('2025-07-05');
  });

  it('moves an overdue candidate to the first such day after today', () => {
    const overdue = loan({
      LoanInstallmentsPublic: [instalment(1, '2025-06-05'), instalment(2, '2025-07-05')],
    });
    const change = dueDateChange(overdue, 'i-1', 10, TODAY);
    expect(change.ok && Object.fromEntries(change.dueDates)).toEqual({
      'i-1': '2025-07-10',
      'i-2': '2025-08-10',
    });
  });

  it.each([
    [
      'a loan that does not allow it',
      loan({ DueDateChangeAllowed: false }),
      'i-2',
      28,
      'LoanId',
      'loans.refusals.dueDateChangeNotAllowed',
    ],
    [
      'an instalment that is not the first candidate',
      loan(),
      'i-3',
      28,
      'InstallmentId',
      'loans.refusals.notCandidate',
    ],
    ['a paid instalment', loan(), 'i-1', 28, 'InstallmentId', 'loans.refusals.notCandidate'],
    ['the same day', loan(), 'i-2', 20, 'DueDay', 'loans.refusals.sameDueDay'],
    [
      'an instalment more than 13 days overdue',
      loan({ LoanInstallmentsPublic: [instalment(1, '2025-06-01')] }),
      'i-1',
      10,
      'InstallmentId',
      'loans.refusals.notCandidate',
    ],
    [
      'an instalment already moved',
      loan({
        LoanInstallmentsPublic: [instalment(1, '2025-06-20', { OriginalDueDate: '2025-06-10' })],
      }),
      'i-1',
      25,
      'InstallmentId',
      'loans.refusals.notCandidate',
    ],
  ] as const)('refuses %s', (_case, subject, id, day, field, key) => {
    const change = dueDateChange(subject, id, day, TODAY);
    expect(change.ok).toBe(false);
    if (!change.ok) {
      expect(change.field).toBe(field);
      expect(keyOf(change.reason)).toBe(key);
    }
  });
});

describe('paymentFreeMonthOffer', () => {
  it('keeps interest and fees due with the fee, and moves the capital a month past the last instalment', () => {
    const result = paymentFreeMonthOffer(loan(), 'i-2', TODAY);
    expect(result).toEqual({
      ok: true,
      offer: {
        installmentId: 'i-2',
        fee: PAYMENT_FREE_MONTH_FEE_CENTS,
        dueOnSkippedDate: 49_87 + 15_00,
        deferredCapital: 280_00,
        newDueDate: '2025-09-20',
        newInstallmentCount: 5,
      },
    });
  });

  it.each([
    [
      'a loan that does not allow it',
      loan({ PaymentFreeInstallmentAllowed: false }),
      'i-2',
      'LoanId',
    ],
    ['a limit', loan({ TypeEnum: 'Limit' }), 'i-2', 'LoanId'],
    ['a company loan', loan({ TypeEnum: 'CompanyLoan' }), 'i-2', 'LoanId'],
    ['a later instalment', loan(), 'i-3', 'InstallmentId'],
    ['a paid one', loan(), 'i-1', 'InstallmentId'],
    [
      'an overdue one',
      loan({ LoanInstallmentsPublic: [instalment(1, '2025-06-14'), instalment(2, '2025-07-14')] }),
      'i-1',
      'InstallmentId',
    ],
  ] as const)('refuses %s', (_case, subject, id, field) => {
    const result = paymentFreeMonthOffer(subject, id, TODAY);
    expect(result.ok === false && result.field).toBe(field);
  });
});

describe('limitWithdrawalProblem', () => {
  const limit = loan({
    TypeEnum: 'Limit',
    Name: 'Joustoluotto',
    WithdrawalAllowed: true,
    OpeningDate: '2024-06-15',
  });
  const ask = (subject: Loan, amount: number, customerType: 'Person' | 'Company' = 'Person') =>
    limitWithdrawalProblem(subject, { amount, freeBalance: 500_00, customerType, today: TODAY });

  it('allows up to the free balance', () => {
    expect(ask(limit, 500_00)).toBeNull();
    expect(ask(limit, 500_01)).toEqual({
      field: 'Amount',
      reason: 'loans.refusals.overFreeBalance|{"amount":50000}',
    });
  });

  it.each([['LimitFCA'], ['Yritysluotto FMX'], ['FM-raja']])(
    'hides the withdrawal of %s',
    (name) => {
      expect(keyOf(ask({ ...limit, Name: name }, 1)?.reason ?? '')).toBe(
        'loans.refusals.withdrawalHidden',
      );
    },
  );

  it('ends a company limit’s withdrawals on day 366, not a person’s', () => {
    expect(ask(limit, 1, 'Company')).toBeNull(); // day 365
    const older = { ...limit, OpeningDate: '2024-06-14' };
    expect(keyOf(ask(older, 1, 'Company')?.reason ?? '')).toBe('loans.limitAgreementEnded');
    expect(ask(older, 1, 'Person')).toBeNull();
  });

  it('refuses loans and limits closed to withdrawals', () => {
    expect(keyOf(ask(loan(), 1)?.reason ?? '')).toBe('loans.refusals.notLimit');
    expect(keyOf(ask({ ...limit, WithdrawalAllowed: false }, 1)?.reason ?? '')).toBe(
      'loans.refusals.withdrawalNotAllowed',
    );
  });

  it('free balance is the line less the credit in use, never below 0', () => {
    expect(limitFreeBalance(2000_00, 750_00)).toBe(1250_00);
    expect(limitFreeBalance(2000_00, 2100_00)).toBe(0);
  });
});

describe('topUpOffer', () => {
  const open = loan({ Capital: 10_000_00, CapitalPaid: 3_500_50 }); // 6 499,50 € open

  it('prices the open capital plus the top-up with the widget’s calculator', () => {
    const result = topUpOffer(STANDARD_LOAN_OFFERS, open, 3000, 48);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.topUp.remainingCapital).toBe(6_499_50);
    expect(result.topUp.offer.Amount).toBe(9499.5);
    expect(result.topUp.offer.InstallmentCount).toBe(48);
    expect(result.topUp.offer.interestRate).toBe(7.9);
    expect(result.topUp.maxIncrease).toBe(23_500_00);
  });

  it('refuses more than the table’s largest loan, and loans without top-up', () => {
    const over = topUpOffer(STANDARD_LOAN_OFFERS, open, 23_501, 48);
    expect(over).toEqual({
      ok: false,
      field: 'TopUpIncreaseAmount',
      reason: 'loans.refusals.topUpOverMaximum|{"amount":2350000}',
    });
    expect(
      topUpOffer(STANDARD_LOAN_OFFERS, { ...open, TopUpAllowed: false }, 1000, 48),
    ).toMatchObject({
      ok: false,
      field: 'LoanId',
    });
  });

  it('asks for at least what makes the table’s smallest loan', () => {
    const small = loan({ Capital: 1000_00, CapitalPaid: 800_00 });
    expect(topUpOffer(STANDARD_LOAN_OFFERS, small, 799, 12)).toEqual({
      ok: false,
      field: 'TopUpIncreaseAmount',
      reason: 'errors.validation.atLeast|{"amount":80000}',
    });
    expect(topUpOffer(STANDARD_LOAN_OFFERS, small, 800, 12).ok).toBe(true);
  });
});

describe('loanDocumentTypes', () => {
  it('gives a loan its contract and pre-contractual information, a limit its own', () => {
    expect(loanDocumentTypes(loan())).toEqual(['LOAN_CONTRACT', 'LOAN_PRECONDITIONS']);
    expect(loanDocumentTypes(loan({ TypeEnum: 'Limit' }))).toEqual([
      'LIMIT_CONTRACT',
      'LIMIT_PRECONDITIONS',
    ]);
    expect(loanDocumentTypes(loan({ TypeEnum: 'Limit' })).map(isContract)).toEqual([true, false]);
  });
});
