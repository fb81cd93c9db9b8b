import { describe, expect, it } from 'vitest';
import { decideCompanyCredit } from './companyCreditDecision';

const today = new Date(2026, 10, 27);
const company = (registeredOn: string, industryCode = '70220') => ({ registeredOn, industryCode });

describe('the sandbox credit decision on a company loan', () => {
  it.each([
    [
      'approves an established company',
      company('2016-03-01'),
      30_000,
      { outcome: 'Approved', amount: 30_000 },
    ],
    [
      'refuses a company under a year old',
      company('2026-02-01'),
      30_000,
      { outcome: 'Rejected', reason: 'companyAge' },
    ],
    [
      'reduces a young company to 50 000 €',
      company('2024-06-01'),
      80_000,
      { outcome: 'Reduced', amount: 50_000, reason: 'companyAge' },
    ],
    [
      'approves a young company within 50 000 €',
      company('2024-06-01'),
      50_000,
      { outcome: 'Approved', amount: 50_000 },
    ],
    [
      'hands financial services to a person',
      company('2010-01-01', '64190'),
      10_000,
      { outcome: 'Referred', reason: 'industry' },
    ],
    [
      'hands a large loan to a person',
      company('2010-01-01'),
      150_001,
      { outcome: 'Referred', reason: 'amount' },
    ],
    [
      'refuses a company whose registration date cannot be read',
      company('unknown'),
      10_000,
      { outcome: 'Rejected', reason: 'companyAge' },
    ],
  ])('%s', (_, who, amount, decision) => {
    expect(decideCompanyCredit({ company: who, amount, today })).toEqual(decision);
  });
});
