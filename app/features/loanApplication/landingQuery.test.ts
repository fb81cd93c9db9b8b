import { describe, expect, it } from 'vitest';
import { loanChoiceOf } from './landingQuery';

const choice = (query: string) => loanChoiceOf(new URLSearchParams(query));

describe('the loan choice of the landing page’s address', () => {
  it('reads the amount and the duration', () => {
    expect(choice('Amount=12000&InstallmentCount=36')).toEqual({ amount: 12000, months: 36 });
  });

  it.each([
    ['', { amount: 10000, months: 36 }],
    ['Amount=abc&InstallmentCount=', { amount: 10000, months: 36 }],
    ['Amount=-5000&InstallmentCount=12.5', { amount: 10000, months: 36 }],
    ['Amount=0&InstallmentCount=0', { amount: 10000, months: 36 }],
    ['Amount=1e5&InstallmentCount=24', { amount: 10000, months: 24 }],
    ['Amount=99999999999&InstallmentCount=NaN', { amount: 10000, months: 36 }],
  ])('falls back to the defaults for what is not a whole number: %s', (query, expected) => {
    expect(choice(query)).toEqual(expected);
  });

  it('leaves a number outside the offer table to the calculator', () => {
    expect(choice('Amount=500000&InstallmentCount=600')).toEqual({ amount: 500000, months: 600 });
  });
});
