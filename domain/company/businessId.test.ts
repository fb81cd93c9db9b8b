import { describe, expect, it } from 'vitest';
import { businessIdSchema } from './businessId';

describe('a business ID typed to find a company', () => {
  it('takes a Y-tunnus with its check digit, trimmed', () => {
    expect(businessIdSchema.parse(' 0112038-9 ')).toBe('0112038-9');
  });
  it.each(['0112038-8', '112038-9', '01120389', '', 42])('refuses %j', (value) => {
    expect(businessIdSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'companyOnboarding.rules.businessId',
    );
  });
});
