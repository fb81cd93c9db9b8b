import { describe, expect, it } from 'vitest';
import { kycRenewalRefusal, kycSurveySchema, renewedKycValidTo, type KycSurvey } from './kycSurvey';

const ANSWERS: KycSurvey = {
  RelationshipPurpose: 'DailyBanking',
  FundsSource: 'Salary',
  MonthlyDeposits: 'Under1000',
  IsPoliticallyExposed: false,
  ActsOnOwnBehalf: true,
};

describe('the private customer survey', () => {
  it('takes one answer to each question', () => {
    expect(kycSurveySchema.parse(ANSWERS)).toEqual(ANSWERS);
  });

  it('names each unanswered question with its own message', () => {
    const result = kycSurveySchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toMatchObject({
      RelationshipPurpose: expect.stringContaining('customer.kyc.rules.purpose'),
      FundsSource: expect.stringContaining('customer.kyc.rules.fundsSource'),
      MonthlyDeposits: expect.stringContaining('customer.kyc.rules.monthlyDeposits'),
      IsPoliticallyExposed: expect.any(String),
      ActsOnOwnBehalf: expect.any(String),
    });
  });

  it('refuses a choice it does not offer', () => {
    expect(kycSurveySchema.safeParse({ ...ANSWERS, FundsSource: 'Lottery' }).success).toBe(false);
  });
});

describe('renewing the KYC', () => {
  it('is refused online for someone banking on another’s behalf', () => {
    expect(kycRenewalRefusal(ANSWERS)).toBeNull();
    expect(kycRenewalRefusal({ ...ANSWERS, ActsOnOwnBehalf: false })).toContain(
      'customer.kyc.rules.ownBehalfOnly',
    );
  });

  it('holds two years from the day of the answers', () => {
    expect(renewedKycValidTo(new Date(2026, 10, 27))).toBe('2028-11-27');
    expect(renewedKycValidTo(new Date(2028, 1, 29))).toBe('2030-02-28');
  });
});
