import { describe, expect, it } from 'vitest';
import { createFinnishPersonalId } from '../identity/finnishPersonalId';
import { proposeCardLimit, type CardApplicant } from './creditCardProposal';

const today = new Date(2026, 10, 26);
const bornOn = (birthDate: string) => createFinnishPersonalId({ birthDate, individualNumber: 946 });

const applicant = (overrides: Partial<CardApplicant> = {}): CardApplicant => ({
  personalId: bornOn('1991-01-17'),
  monthlyIncome: 300_000,
  monthlyExpenses: 150_000,
  employment: 'Permanent',
  isPoliticallyExposed: false,
  actsOnOwnBehalf: true,
  ...overrides,
});

describe('the credit card proposal', () => {
  it.each([
    // 1 500 € left a month: 750 € to spare, four months of it 3 000 €.
    ['proposes four months of what the budget allows', applicant(), 5_000_00, 3_000_00],
    ['never more than asked', applicant(), 1_500_00, 1_500_00],
    ['rounds down to whole 500 €', applicant({ monthlyExpenses: 170_000 }), 5_000_00, 2_500_00],
    [
      'never more than 5 000 €',
      applicant({ monthlyIncome: 900_000, monthlyExpenses: 100_000 }),
      9_000_00,
      5_000_00,
    ],
    [
      'at most 1 000 € without a regular income',
      applicant({ employment: 'Student' }),
      5_000_00,
      1_000_00,
    ],
    ['a pensioner is not capped', applicant({ employment: 'Retired' }), 5_000_00, 3_000_00],
  ])('%s', (_, who, asked, limit) => {
    expect(proposeCardLimit(who, asked, today)).toEqual({ outcome: 'Proposed', limit });
  });

  it.each([
    [
      'too little left for 500 €',
      applicant({ monthlyIncome: 150_000, monthlyExpenses: 130_000 }),
      'income',
    ],
    [
      'expenses over income',
      applicant({ monthlyIncome: 100_000, monthlyExpenses: 200_000 }),
      'income',
    ],
    ['under 18', applicant({ personalId: bornOn('2009-01-01') }), 'age'],
    ['over 75', applicant({ personalId: bornOn('1950-01-01') }), 'age'],
    ['applying for someone else', applicant({ actsOnOwnBehalf: false }), 'kyc'],
    ['no valid henkilötunnus', applicant({ personalId: '010101-0000' }), 'identity'],
  ])('refuses: %s', (_, who, reason) => {
    expect(proposeCardLimit(who, 5_000_00, today)).toEqual({ outcome: 'Refused', reason });
  });

  it('refers a politically exposed person to the bank for checking', () => {
    expect(proposeCardLimit(applicant({ isPoliticallyExposed: true }), 2_000_00, today)).toEqual({
      outcome: 'Referred',
      reason: 'verification',
    });
  });
});
