import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testLoan } from '../testing/loans';
import type { Loan } from './loan';
import {
  INSTALMENT_STATES,
  LIMIT_AGREEMENT_ENDED_TEXT,
  LIMIT_AGREEMENT_TERM_DAYS,
  LOAN_INSTALMENT_STATUSES,
  LOAN_PURPOSES,
  LOAN_STATUSES,
  LOAN_SUBTYPES,
  LOAN_TYPES,
  isCompanyLoan,
  isLimit,
  isLimitAgreementEnded,
  isLimitWithdrawalHidden,
  usedCredit,
} from './loan';

const TODAY = new Date(2025, 5, 15, 14, 30); // 15.6.2025 in the afternoon

const limit = (overrides: Partial<Loan> = {}) =>
  testLoan([], {
    Id: 'limit-1',
    TypeEnum: 'Limit',
    PurposeEnum: null,
    Capital: 500000,
    CapitalPaid: 0,
    PaidInstallmentCount: 0,
    InstallmentCount: 0,
    TopUpAllowed: false,
    PaymentFreeInstallmentAllowed: false,
    DueDateChangeAllowed: false,
    WithdrawalAllowed: true,
    Name: 'Yritysluottoraja',
    OpeningDate: '2024-06-15',
    PaymentReference: '1232',
    TotalRepayment: 0,
    ...overrides,
  });

describe('enumerations', () => {
  it('lists the instalment states of the spec', () => {
    expect(INSTALMENT_STATES).toEqual([
      'InProcess',
      'Open',
      'PartiallyWithdrawed',
      'Withdrawed',
      'PartiallyPaid',
      'Paid',
      'InvoiceDue',
      'Reminder1',
      'InCollection',
      'Terminated',
      'Realized',
      'LimitDeposit',
      'LimitWithdrawal',
      'LimitFee',
    ]);
  });

  it('gives the first loan-status list NULL in front of the instalment states', () => {
    expect(LOAN_INSTALMENT_STATUSES).toEqual(['NULL', ...INSTALMENT_STATES]);
  });

  it('keeps the second loan-status list in the catalogue order', () => {
    expect(LOAN_STATUSES).toHaveLength(18);
    expect(LOAN_STATUSES.slice(0, 3)).toEqual(['NULL', 'InProcess', 'WaitingForWithdrawal']);
    expect(LOAN_STATUSES.at(-1)).toBe('Realized');
  });

  it('lists the loan types, the subtypes and the purposes', () => {
    expect(LOAN_TYPES).toContain('CompanyPurchaseInvoiceLoan');
    expect(LOAN_PURPOSES.at(-1)).toBe('Other');
    expect(LOAN_SUBTYPES).toContain('Quick');
  });
});

describe('isLimit and isCompanyLoan', () => {
  it('tells a limit from loans', () => {
    expect(isLimit(limit())).toBe(true);
    expect(isLimit(limit({ TypeEnum: 'Loan' }))).toBe(false);
  });

  it('counts invoice funding as company loans but not consumer loans', () => {
    expect(isCompanyLoan({ TypeEnum: 'CompanyLoan' })).toBe(true);
    expect(isCompanyLoan({ TypeEnum: 'CompanyPurchaseInvoiceLoan' })).toBe(true);
    expect(isCompanyLoan({ TypeEnum: 'Loan' })).toBe(false);
    expect(isCompanyLoan({ TypeEnum: 'QuickLoan' })).toBe(false);
  });
});

describe('isLimitAgreementEnded', () => {
  it('keeps the agreement on its 365th day and ends it on the 366th', () => {
    expect(LIMIT_AGREEMENT_TERM_DAYS).toBe(365);
    // 15.6.2024 → 15.6.2025 is 365 days (no 29 February in between).
    expect(isLimitAgreementEnded(limit({ OpeningDate: '2024-06-15' }), TODAY)).toBe(false);
    expect(isLimitAgreementEnded(limit({ OpeningDate: '2024-06-14' }), TODAY)).toBe(true);
  });

  it('counts calendar days across a leap day', () => {
    const march = new Date(2025, 2, 1);
    // 1.3.2024 → 1.3.2025 is 365 days, 29.2.2024 → 1.3.2025 is 366.
    expect(isLimitAgreementEnded(limit({ OpeningDate: '2024-03-01' }), march)).toBe(false);
    expect(isLimitAgreementEnded(limit({ OpeningDate: '2024-02-29' }), march)).toBe(true);
  });

  it('never ends a loan that is not a limit', () => {
    expect(
      isLimitAgreementEnded(limit({ TypeEnum: 'CompanyLoan', OpeningDate: '2020-01-01' }), TODAY),
    ).toBe(false);
  });

  it('names the text the company view shows instead of the withdrawal', () => {
    expect(LIMIT_AGREEMENT_ENDED_TEXT).toBe('loans.limitAgreementEnded');
  });
});

describe('usedCredit', () => {
  it('is the limit minus the free balance', () => {
    expect(usedCredit(500000, 125050)).toBe(374950);
    expect(usedCredit(500000, 500000)).toBe(0);
  });

  it('never goes below 0 when the free balance exceeds the limit (an overpayment)', () => {
    expect(usedCredit(500000, 510000)).toBe(0);
  });

  it('lies between 0 and the limit for every non-negative free balance', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(20_000_000), (limitCents, free) => {
        const used = usedCredit(limitCents, free);
        expect(used).toBeGreaterThanOrEqual(0);
        expect(used).toBeLessThanOrEqual(limitCents);
        if (free <= limitCents) expect(used + free).toBe(limitCents);
      }),
    );
  });
});

describe('isLimitWithdrawalHidden', () => {
  it('hides the withdrawal when the name contains FCA or FM anywhere', () => {
    for (const name of [
      'Luottoraja FCA',
      'FM Yritysluotto',
      'Joustoraha (FM)',
      'FCA-2024',
      'FM2025',
      // The "Hardening" issue's names, where the code is part of a longer word:
      'LimitFCA',
      'Yritysluotto FMX',
      'FMCG-tukku',
      'SFCA',
    ]) {
      expect(isLimitWithdrawalHidden({ Name: name }), name).toBe(true);
    }
  });

  it('matches the codes in capitals only', () => {
    for (const name of ['Yritysluottoraja', 'Halfmoon Oy', 'luottoraja fca', 'Fm-limiitti']) {
      expect(isLimitWithdrawalHidden({ Name: name }), name).toBe(false);
    }
  });
});
