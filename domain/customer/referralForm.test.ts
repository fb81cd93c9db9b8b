import { describe, expect, it } from 'vitest';
import { eurosToCents } from '../money/money';
import {
  REFERRAL_BONUS_CENTS,
  REFERRAL_DEPOSIT_WINDOW_MONTHS,
  REFERRAL_EMAIL_MAX_LENGTH,
  REFERRAL_MESSAGES,
  REFERRAL_MIN_DEPOSIT_CENTS,
  REFERRAL_VALIDITY_MONTHS,
  referralEmailSchema,
  referralSmsSchema,
  toReferralEmailPayload,
  toReferralSmsPayload,
} from './referralForm';

/** Messages per field, as a form would show them. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('referral constants', () => {
  it("are the spec's: 25 € per person, 50 € per company, 200 € deposit, 2 months, 80 characters", () => {
    expect(REFERRAL_BONUS_CENTS).toEqual({ Person: eurosToCents(25), Company: eurosToCents(50) });
    expect(REFERRAL_MIN_DEPOSIT_CENTS).toBe(eurosToCents(200));
    expect(REFERRAL_DEPOSIT_WINDOW_MONTHS).toBe(1);
    expect(REFERRAL_VALIDITY_MONTHS).toBe(2);
    expect(REFERRAL_EMAIL_MAX_LENGTH).toBe(80);
  });
});

describe('referralEmailSchema', () => {
  it('trims the e-mail address and accepts it with consent', () => {
    const result = referralEmailSchema.safeParse({ Email: '  maija@example.fi ', IsConsent: true });
    expect(result.success && result.data).toEqual({ Email: 'maija@example.fi', IsConsent: true });
  });

  it('requires an address when it is empty, blank or missing, and says nothing more', () => {
    for (const Email of ['', '   ', undefined]) {
      expect(errors(referralEmailSchema.safeParse({ Email, IsConsent: true })).Email).toEqual([
        REFERRAL_MESSAGES.required,
      ]);
    }
  });

  it('refuses an invalid address', () => {
    for (const Email of ['maija', 'maija@', '@example.fi', 'maija example@fi.fi']) {
      expect(
        errors(referralEmailSchema.safeParse({ Email, IsConsent: true })).Email,
        Email,
      ).toEqual([REFERRAL_MESSAGES.invalidEmail]);
    }
  });

  it('accepts 80 characters after trimming and refuses 81', () => {
    const local80 = `${'a'.repeat(69)}@example.fi`;
    expect(local80).toHaveLength(80);
    expect(referralEmailSchema.safeParse({ Email: ` ${local80} `, IsConsent: true }).success).toBe(
      true,
    );
    expect(
      errors(referralEmailSchema.safeParse({ Email: `a${local80}`, IsConsent: true })).Email,
    ).toEqual(['errors.validation.emailTooLong|{"max":80}']);
  });

  it('needs consent to be given', () => {
    for (const IsConsent of [false, undefined]) {
      expect(
        errors(referralEmailSchema.safeParse({ Email: 'maija@example.fi', IsConsent })).IsConsent,
      ).toEqual([REFERRAL_MESSAGES.consentRequired]);
    }
  });
});

describe('referralSmsSchema', () => {
  it('trims the number and accepts a valid one with consent', () => {
    const result = referralSmsSchema.safeParse({ PhoneNumber: ' 040 123 4567 ', IsConsent: true });
    expect(result.success && result.data.PhoneNumber).toBe('040 123 4567');
  });

  it('requires a number when it is empty, and says nothing more', () => {
    for (const PhoneNumber of ['', '  ', undefined]) {
      expect(
        errors(referralSmsSchema.safeParse({ PhoneNumber, IsConsent: true })).PhoneNumber,
      ).toEqual([REFERRAL_MESSAGES.required]);
    }
  });

  it('refuses what validatePhone refuses', () => {
    for (const PhoneNumber of ['040123', '040-1234567', '+358401234567890', 'puhelin']) {
      expect(
        errors(referralSmsSchema.safeParse({ PhoneNumber, IsConsent: true })).PhoneNumber,
        PhoneNumber,
      ).toEqual([REFERRAL_MESSAGES.invalidPhone]);
    }
  });

  it('needs consent to be given', () => {
    expect(
      errors(referralSmsSchema.safeParse({ PhoneNumber: '0401234567', IsConsent: false }))
        .IsConsent,
    ).toEqual([REFERRAL_MESSAGES.consentRequired]);
  });
});

describe('referral payloads', () => {
  it('sends the trimmed e-mail address with the chosen target', () => {
    const form = referralEmailSchema.parse({ Email: ' yritys@example.fi ', IsConsent: true });
    expect(toReferralEmailPayload(form, 'Company')).toEqual({
      RecipientEmail: 'yritys@example.fi',
      RecommendationTarget: 'Company',
    });
  });

  it('sends the phone number without spaces', () => {
    const form = referralSmsSchema.parse({ PhoneNumber: '+358 40 123 4567', IsConsent: true });
    expect(toReferralSmsPayload(form, 'Person')).toEqual({
      RecipientPhoneNumber: '+358401234567',
      RecommendationTarget: 'Person',
    });
  });

  it('sends a number typed with a 0 after +358 without that 0', () => {
    // Myrkytystietokeskus (HUS, hus.fi) 09 471 977, typed in the international form, 0 kept.
    const form = referralSmsSchema.parse({ PhoneNumber: '+358 09 471 977', IsConsent: true });
    expect(toReferralSmsPayload(form, 'Person').RecipientPhoneNumber).toBe('+3589471977');
  });
});
