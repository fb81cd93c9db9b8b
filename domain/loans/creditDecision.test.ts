import { describe, expect, it } from 'vitest';
import { createFinnishPersonalId } from '../identity/finnishPersonalId';
import { ageOn, decideCredit, instalmentBudget, type CreditApplicant } from './creditDecision';
import { STANDARD_LOAN_OFFERS } from './loanOffers';

const today = new Date(2026, 10, 26);
const bornOn = (birthDate: string) => createFinnishPersonalId({ birthDate, individualNumber: 946 });

const applicant = (overrides: Partial<CreditApplicant> = {}): CreditApplicant => ({
  personalId: bornOn('1991-01-17'),
  monthlyIncome: 300_000,
  monthlyExpenses: 150_000,
  isPoliticallyExposed: false,
  actsOnOwnBehalf: true,
  ...overrides,
});

const decide = (who: CreditApplicant, amount = 12_000, months = 36) =>
  decideCredit({ applicant: who, amount, months, rows: STANDARD_LOAN_OFFERS, today });

describe('the sandbox credit decision', () => {
  // 12 000 € over 36 months costs 382,98 € a month, 9 000 € 288,36 €, 1 000 € 34,35 €.
  it.each([
    [
      'approves what fits half of what is left',
      applicant(),
      { outcome: 'Approved', amount: 12_000 },
    ],
    [
      'reduces to the largest thousand that fits',
      applicant({ monthlyIncome: 200_000, monthlyExpenses: 140_000 }),
      { outcome: 'Reduced', amount: 9_000, reason: 'income' },
    ],
    [
      'refuses when not even the smallest loan fits',
      applicant({ monthlyIncome: 150_000, monthlyExpenses: 148_000 }),
      { outcome: 'Rejected', reason: 'income' },
    ],
    [
      'refuses when expenses exceed income',
      applicant({ monthlyIncome: 100_000, monthlyExpenses: 250_000 }),
      { outcome: 'Rejected', reason: 'income' },
    ],
    [
      'refuses someone borrowing on another’s behalf',
      applicant({ actsOnOwnBehalf: false }),
      { outcome: 'Rejected', reason: 'kyc' },
    ],
    [
      'refers a politically exposed person to a person at the bank',
      applicant({ isPoliticallyExposed: true }),
      { outcome: 'Referred', reason: 'verification' },
    ],
    [
      'refuses a 17-year-old',
      applicant({ personalId: bornOn('2008-11-27') }),
      { outcome: 'Rejected', reason: 'age' },
    ],
    [
      'accepts on the 18th birthday',
      applicant({ personalId: bornOn('2008-11-26') }),
      { outcome: 'Approved', amount: 12_000 },
    ],
    [
      'accepts a 75-year-old',
      applicant({ personalId: bornOn('1951-11-27') }),
      { outcome: 'Approved', amount: 12_000 },
    ],
    [
      'refuses a 76-year-old',
      applicant({ personalId: bornOn('1950-11-26') }),
      { outcome: 'Rejected', reason: 'age' },
    ],
    [
      'refuses an identity it cannot read',
      applicant({ personalId: '170191-9460' }),
      { outcome: 'Rejected', reason: 'identity' },
    ],
  ])('%s', (_rule, who, decision) => {
    expect(decide(who)).toEqual(decision);
  });

  it('checks age before the money, and KYC before the budget', () => {
    const young = applicant({ personalId: bornOn('2010-01-01'), actsOnOwnBehalf: false });
    expect(decide(young)).toEqual({ outcome: 'Rejected', reason: 'age' });
    const exposed = applicant({ isPoliticallyExposed: true, monthlyIncome: 0 });
    expect(decide(exposed)).toEqual({ outcome: 'Referred', reason: 'verification' });
  });

  it('reduces an amount off the thousands to a whole thousand below it', () => {
    const tight = applicant({ monthlyIncome: 200_000, monthlyExpenses: 140_000 });
    expect(decide(tight, 9_500)).toEqual({ outcome: 'Reduced', amount: 9_000, reason: 'income' });
  });

  it('allows half of the income left after expenses, in whole cents', () => {
    expect(instalmentBudget(applicant({ monthlyIncome: 200_001, monthlyExpenses: 0 }))).toBe(
      100_000,
    );
    expect(instalmentBudget(applicant({ monthlyIncome: 0, monthlyExpenses: 1 }))).toBe(0);
  });

  it('reads the age from the henkilötunnus', () => {
    expect(ageOn(bornOn('1991-01-17'), today)).toBe(35);
    expect(ageOn('not an id', today)).toBeNull();
  });
});
