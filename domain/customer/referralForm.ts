import { z } from 'zod';
import type { Cents } from '../money/money';
import { normalisePhoneWithoutCode, validatePhone } from '../identity/phone';
import { code } from '../errors/message';

/**
 * The referral dialog's two forms (by e-mail and by SMS) and what they send.
 * Bonus 25 € for a person and 50 € for a company; the referred customer must deposit at least
 * 200 € within one month of identity confirmation; a sent referral is valid for two months.
 */

export type RecommendationTarget = 'Person' | 'Company';

export const REFERRAL_BONUS_CENTS: Readonly<Record<RecommendationTarget, Cents>> = {
  Person: 2500,
  Company: 5000,
};
export const REFERRAL_MIN_DEPOSIT_CENTS: Cents = 20000;
export const REFERRAL_DEPOSIT_WINDOW_MONTHS = 1;
export const REFERRAL_VALIDITY_MONTHS = 2;
export const REFERRAL_EMAIL_MAX_LENGTH = 80;

/**
 * The codes of the forms' messages. 'Tämä tieto tarvitaan' is the spec's; the spec leaves the
 * others open and we word them like its 'Virheellinen tilinumero' and 'Hyväksy ehdot jatkaaksesi'.
 */
export const REFERRAL_MESSAGES = {
  required: code('errors.validation.required'),
  invalidEmail: code('errors.validation.invalidEmail'),
  emailTooLong: code('errors.validation.emailTooLong', { max: REFERRAL_EMAIL_MAX_LENGTH }),
  invalidPhone: code('errors.validation.invalidPhone'),
  consentRequired: code('errors.validation.consentRequired'),
} as const;

const consent = z
  .boolean({ error: REFERRAL_MESSAGES.consentRequired })
  .refine((given) => given, { error: REFERRAL_MESSAGES.consentRequired });

export const referralEmailSchema = z.object({
  Email: z
    .string({ error: REFERRAL_MESSAGES.required })
    .trim()
    .min(1, { error: REFERRAL_MESSAGES.required })
    .max(REFERRAL_EMAIL_MAX_LENGTH, { error: REFERRAL_MESSAGES.emailTooLong })
    .pipe(z.email({ error: REFERRAL_MESSAGES.invalidEmail })),
  IsConsent: consent,
});

export const referralSmsSchema = z.object({
  PhoneNumber: z
    .string({ error: REFERRAL_MESSAGES.required })
    .trim()
    .min(1, { error: REFERRAL_MESSAGES.required, abort: true })
    .refine((number) => validatePhone(number) === null, { error: REFERRAL_MESSAGES.invalidPhone }),
  IsConsent: consent,
});

export type ReferralEmailForm = z.output<typeof referralEmailSchema>;
export type ReferralSmsForm = z.output<typeof referralSmsSchema>;

export interface ReferralEmailPayload {
  RecipientEmail: string;
  RecommendationTarget: RecommendationTarget;
}

export interface ReferralSmsPayload {
  RecipientPhoneNumber: string;
  RecommendationTarget: RecommendationTarget;
}

/** The send-email-recommendation body from a form that passed referralEmailSchema. */
export function toReferralEmailPayload(
  form: ReferralEmailForm,
  target: RecommendationTarget,
): ReferralEmailPayload {
  return { RecipientEmail: form.Email.trim(), RecommendationTarget: target };
}

/**
 * The send-sms-recommendation body; spaces are removed from the number before sending, and so
 * is a 0 after +358.
 */
export function toReferralSmsPayload(
  form: ReferralSmsForm,
  target: RecommendationTarget,
): ReferralSmsPayload {
  return {
    RecipientPhoneNumber: normalisePhoneWithoutCode(form.PhoneNumber),
    RecommendationTarget: target,
  };
}
