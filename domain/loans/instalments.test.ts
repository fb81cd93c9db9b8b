import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import {
  DUE_DATE_CHANGE_OVERDUE_TOLERANCE_DAYS,
  NEXT_INSTALMENT_WINDOW_DAYS,
  dueDateChangeCandidate,
  instalmentBadge,
  instalmentProgress,
  instalmentsForUseCase,
  isDueDateChangeCandidate,
  isInstalmentOverdue,
  loansForPicker,
  nextInstalment,
  nextInstalmentActions,
  paymentFreeCandidate,
} from './instalments';
import { paidTestInstalment, testInstalment, testLoan } from '../testing/loans';
import type { Loan, LoanInstalment } from './loan';

const TODAY = new Date(2025, 5, 15, 9, 0); // 15.6.2025

/** The calendar date `days` from TODAY (negative: in the past). */
function day(days: number): string {
  return format(addDays(TODAY, days), 'yyyy-MM-dd');
}

/** An untouched instalment (see testInstalment) due `dueInDays` from TODAY. */
function instalment(order: number, dueInDays: number, overrides: Partial<LoanInstalment> = {}) {
  return testInstalment(order, day(dueInDays), overrides);
}

/** Instalments 12 and 13 paid, 14 due in 16 days, 15 in 46. */
const loan = (overrides: Partial<Loan> = {}) =>
  testLoan(
    [
      paidTestInstalment(12, day(-45)),
      paidTestInstalment(13, day(-15)),
      instalment(14, 16),
      instalment(15, 46),
    ],
    { OpeningDate: '2024-06-01', ...overrides },
  );

describe('isInstalmentOverdue', () => {
  it('is overdue from the day after the due date', () => {
    expect(isInstalmentOverdue({ DueDate: day(0) }, TODAY)).toBe(false);
    expect(isInstalmentOverdue({ DueDate: day(-1) }, TODAY)).toBe(true);
    expect(isInstalmentOverdue({ DueDate: day(1) }, TODAY)).toBe(false);
  });

  it('compares with a shifted day when asked', () => {
    expect(isInstalmentOverdue({ DueDate: day(-13) }, TODAY, 13)).toBe(false);
    expect(isInstalmentOverdue({ DueDate: day(-14) }, TODAY, 13)).toBe(true);
  });
});

describe('instalmentBadge', () => {
  const loan36 = { TypeEnum: 'Loan', InstallmentCount: 36 } as const;

  it('shows an InvoiceDue instalment red with its state label', () => {
    expect(instalmentBadge(instalment(14, -3, { StateEnum: 'InvoiceDue' }), loan36, TODAY)).toEqual(
      { tone: 'red', kind: 'late' },
    );
  });

  it('marks the last instalment and calls the others new', () => {
    expect(instalmentBadge(instalment(36, 10), loan36, TODAY)).toEqual({
      tone: 'neutral',
      kind: 'last',
    });
    expect(instalmentBadge(instalment(14, 10), loan36, TODAY)).toEqual({
      tone: 'green',
      kind: 'new',
    });
  });

  it('prefers the late badge on a last instalment that is InvoiceDue', () => {
    const late = instalment(36, -2, { StateEnum: 'InvoiceDue' });
    expect(instalmentBadge(late, loan36, TODAY).tone).toBe('red');
  });

  it('shows a limit instalment red as soon as its due date has passed', () => {
    const limit = { TypeEnum: 'Limit', InstallmentCount: 0 } as const;
    expect(instalmentBadge(instalment(3, -1), limit, TODAY)).toEqual({ tone: 'red', kind: 'late' });
    expect(instalmentBadge(instalment(3, 0), limit, TODAY).tone).toBe('green');
  });

  it('does not red-flag a loan instalment on date alone', () => {
    expect(instalmentBadge(instalment(14, -1), loan36, TODAY).tone).toBe('green');
  });
});

describe('nextInstalment', () => {
  it('picks the open instalment with the earliest due date, an overdue one first', () => {
    const overdue = instalment(14, -5, { StateEnum: 'InvoiceDue', TotalOpen: 33487 });
    const next = nextInstalment(
      loan({ LoanInstallmentsPublic: [instalment(15, 25), overdue] }),
      TODAY,
    );
    expect(next).toEqual({
      installmentId: 'i-14',
      amount: 33487,
      dueDate: day(-5),
      state: 'InvoiceDue',
    });
  });

  it('skips paid instalments', () => {
    expect(nextInstalment(loan(), TODAY)?.installmentId).toBe('i-14');
  });

  it('looks exactly 45 days ahead', () => {
    expect(NEXT_INSTALMENT_WINDOW_DAYS).toBe(45);
    const inWindow = loan({
      LoanInstallmentsPublic: [instalment(15, 45)],
      NextDueInstallmentId: null,
    });
    expect(nextInstalment(inWindow, TODAY)?.dueDate).toBe(day(45));
    const beyond = loan({
      LoanInstallmentsPublic: [instalment(15, 46)],
      NextDueInstallmentId: null,
    });
    expect(nextInstalment(beyond, TODAY)).toBeNull();
  });

  it('falls back to the loan NextDue fields when no instalment is in the window', () => {
    const far = loan({
      LoanInstallmentsPublic: [instalment(15, 60)],
      NextDueAmount: 32987,
      NextDueDate: day(60),
      NextDueInstallmentId: 'i-15',
    });
    expect(nextInstalment(far, TODAY)).toEqual({
      installmentId: 'i-15',
      amount: 32987,
      dueDate: day(60),
      state: 'Open',
    });
  });

  it('uses the NextDue fields of a loan not yet withdrawn, state unknown when not listed', () => {
    const pending = loan({
      Withdrawed: false,
      LoanInstallmentsPublic: [],
      NextDueInstallmentId: 'x-1',
    });
    expect(nextInstalment(pending, TODAY)).toEqual({
      installmentId: 'x-1',
      amount: 32987,
      dueDate: day(16),
      state: null,
    });
  });

  it('is null when nothing is open and the loan names no next amount', () => {
    const paidOff = loan({
      LoanInstallmentsPublic: [],
      NextDueAmount: null,
      NextDueDate: null,
      NextDueInstallmentId: null,
    });
    expect(nextInstalment(paidOff, TODAY)).toBeNull();
    expect(nextInstalment({ ...paidOff, NextDueAmount: 0, NextDueDate: day(3) }, TODAY)).toBeNull();
  });

  it('does not offer an overpaid instalment as the next one', () => {
    const overpaid = loan({
      LoanInstallmentsPublic: [instalment(14, 5, { TotalOpen: -500 }), instalment(15, 35)],
    });
    expect(nextInstalment(overpaid, TODAY)?.installmentId).toBe('i-15');
  });
});

describe('nextInstalmentActions', () => {
  const open = { state: 'Open' } as const;

  it('lets the customer pay and move the due date', () => {
    expect(nextInstalmentActions(loan(), open, { actionsEnabled: true })).toEqual({
      visible: true,
      canPay: true,
      canChangeDueDate: true,
    });
  });

  it('does not move the due date of an InvoiceDue instalment', () => {
    const actions = nextInstalmentActions(
      loan(),
      { state: 'InvoiceDue' },
      { actionsEnabled: true },
    );
    expect(actions).toEqual({ visible: true, canPay: true, canChangeDueDate: false });
  });

  it('follows DueDateChangeAllowed', () => {
    const fixed = loan({ DueDateChangeAllowed: false });
    expect(nextInstalmentActions(fixed, open, { actionsEnabled: true }).canChangeDueDate).toBe(
      false,
    );
  });

  it('disables both buttons without the right to act', () => {
    expect(nextInstalmentActions(loan(), open, { actionsEnabled: false })).toEqual({
      visible: true,
      canPay: false,
      canChangeDueDate: false,
    });
  });

  it('shows no buttons without a next instalment or on a company loan', () => {
    expect(nextInstalmentActions(loan(), null, { actionsEnabled: true }).visible).toBe(false);
    const company = loan({ TypeEnum: 'CompanyLoan', CompanyLoanType: 'NormalLoan' });
    expect(nextInstalmentActions(company, open, { actionsEnabled: true })).toEqual({
      visible: false,
      canPay: false,
      canChangeDueDate: false,
    });
  });
});

describe('paymentFreeCandidate', () => {
  it('takes the first untouched instalment that is not overdue', () => {
    const list = [instalment(16, 46), instalment(14, -1), instalment(15, 16)];
    expect(paymentFreeCandidate(loan({ LoanInstallmentsPublic: list }), TODAY)?.Id).toBe('i-15');
  });

  it('accepts an instalment due today', () => {
    const list = [instalment(14, 0)];
    expect(paymentFreeCandidate(loan({ LoanInstallmentsPublic: list }), TODAY)?.Id).toBe('i-14');
  });

  it('skips instalments partly paid, moved or without open capital', () => {
    const list = [
      instalment(14, 5, { TotalPaid: 1000, StateEnum: 'PartiallyPaid' }),
      instalment(15, 16, { OriginalDueDate: day(10) }),
      instalment(16, 30, { CapitalOpen: 0 }),
      instalment(17, 60),
    ];
    expect(paymentFreeCandidate(loan({ LoanInstallmentsPublic: list }), TODAY)?.Id).toBe('i-17');
  });

  it('offers nothing when the loan does not allow a payment-free month', () => {
    expect(paymentFreeCandidate(loan({ PaymentFreeInstallmentAllowed: false }), TODAY)).toBeNull();
  });
});

describe('due-date change candidate', () => {
  it('accepts an instalment 13 days overdue but not 14', () => {
    expect(DUE_DATE_CHANGE_OVERDUE_TOLERANCE_DAYS).toBe(13);
    expect(isDueDateChangeCandidate(instalment(14, -13), TODAY)).toBe(true);
    expect(isDueDateChangeCandidate(instalment(14, -14), TODAY)).toBe(false);
  });

  it('refuses an instalment already moved or partly paid', () => {
    expect(isDueDateChangeCandidate(instalment(14, 5, { OriginalDueDate: day(0) }), TODAY)).toBe(
      false,
    );
    expect(isDueDateChangeCandidate(instalment(14, 5, { TotalPaid: 1 }), TODAY)).toBe(false);
  });

  it('names the loan and its first candidate when a single loan qualifies', () => {
    const a = loan({ LoanInstallmentsPublic: [instalment(15, 20), instalment(14, -13)] });
    const found = dueDateChangeCandidate(
      [a, loan({ Id: 'b', DueDateChangeAllowed: false })],
      TODAY,
    );
    expect(found?.loan.Id).toBe('loan-1');
    expect(found?.instalment.Id).toBe('i-14');
  });

  it('offers nothing when two loans qualify', () => {
    expect(dueDateChangeCandidate([loan(), loan({ Id: 'loan-2' })], TODAY)).toBeNull();
  });

  it('offers nothing when the only open instalment is 14 days overdue and nothing follows', () => {
    const late = loan({ LoanInstallmentsPublic: [instalment(14, -14)] });
    expect(dueDateChangeCandidate([late], TODAY)).toBeNull();
  });
});

describe('instalmentProgress', () => {
  it('is paid instalments over all instalments', () => {
    expect(instalmentProgress(loan())).toEqual({ paid: 12, total: 36 });
  });
});

describe('loansForPicker', () => {
  const consumer = loan({ Id: 'a' });
  const quick = loan({ Id: 'q', CreditCategoryEnum: 'Quick', TopUpAllowed: false });
  const limit = loan({ Id: 'l', TypeEnum: 'Limit', TopUpAllowed: true });

  it('never offers a limit', () => {
    expect(loansForPicker([consumer, quick, limit]).loans.map((l) => l.Id)).toEqual(['a', 'q']);
  });

  it('keeps only top-up loans when asked and pre-selects a single remaining loan', () => {
    const picked = loansForPicker([consumer, quick, limit], { onlyTopUp: true });
    expect(picked.loans.map((l) => l.Id)).toEqual(['a']);
    expect(picked.preselected?.Id).toBe('a');
  });

  it('hides the Quick category when asked', () => {
    expect(loansForPicker([quick, limit], { hideQuick: true })).toEqual({
      loans: [],
      preselected: null,
    });
    expect(loansForPicker([quick], { hideQuick: false }).preselected?.Id).toBe('q');
  });

  it('hides company loans when asked', () => {
    const company = loan({ Id: 'c', TypeEnum: 'CompanyLoan', CompanyLoanType: 'FlexLoan' });
    expect(loansForPicker([company, consumer]).loans.map((l) => l.Id)).toEqual(['c', 'a']);
    expect(loansForPicker([company, consumer], { hideCompanyLoans: true })).toEqual({
      loans: [consumer],
      preselected: consumer,
    });
  });

  it('pre-selects nothing when there is a choice', () => {
    expect(loansForPicker([consumer, quick]).preselected).toBeNull();
  });
});

describe('instalmentsForUseCase', () => {
  const list = [
    instalment(15, 16),
    instalment(12, -45, { TotalOpen: 0, CapitalOpen: 0, TotalPaid: 32987, StateEnum: 'Paid' }),
    instalment(13, -20, { StateEnum: 'InvoiceDue' }),
    instalment(14, -10, { TotalPaid: 5000, TotalOpen: 27987, StateEnum: 'PartiallyPaid' }),
    instalment(16, 46),
  ];
  const subject = loan({ LoanInstallmentsPublic: list });
  const ids = (items: LoanInstalment[]) => items.map((i) => i.Id);

  it('lists every instalment with something open for paying, in instalment order', () => {
    expect(ids(instalmentsForUseCase(subject, 'PayInstallment', TODAY))).toEqual([
      'i-13',
      'i-14',
      'i-15',
      'i-16',
    ]);
  });

  it('adds paid instalments only when asked', () => {
    expect(
      ids(instalmentsForUseCase(subject, 'PayInstallment', TODAY, { includePaid: true })),
    ).toEqual(['i-12', 'i-13', 'i-14', 'i-15', 'i-16']);
  });

  it('lists the first payment-free candidate for payment relief, the only one it can skip', () => {
    expect(ids(instalmentsForUseCase(subject, 'PaymentRelief', TODAY))).toEqual(['i-15']);
    const notAllowed = { ...subject, PaymentFreeInstallmentAllowed: false };
    expect(instalmentsForUseCase(notAllowed, 'PaymentRelief', TODAY)).toEqual([]);
  });

  it('lists the first due-date-change candidate, 13 days of lateness tolerated', () => {
    const late = instalment(11, -13);
    const withLate = loan({ LoanInstallmentsPublic: [...list, late] });
    expect(ids(instalmentsForUseCase(withLate, 'ChangeDueDate', TODAY))).toEqual(['i-11']);
    expect(ids(instalmentsForUseCase(subject, 'ChangeDueDate', TODAY))).toEqual(['i-15']);
    const fixed = { ...withLate, DueDateChangeAllowed: false };
    expect(instalmentsForUseCase(fixed, 'ChangeDueDate', TODAY)).toEqual([]);
  });
});
