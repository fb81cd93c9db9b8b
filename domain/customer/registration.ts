import { z } from 'zod';
import { code } from '../errors/message';
import { isAddressLine } from '../forms/text';
import {
  isValidFinnishPersonalId,
  normaliseFinnishPersonalId,
} from '../identity/finnishPersonalId';
import type { KycSurvey } from './kycSurvey';
import { PHONE_COUNTRY_CODES, validatePhoneWithCountryCode } from '../identity/phone';
import { CITY_MAX_LENGTH, postalCodeError, STREET_MAX_LENGTH } from './ownDetails';

/**
 * A person becoming a customer, and the quicker ways back in. Identity comes from strong
 * identification; the person gives a phone (verified by SMS code), an e-mail address, a Finnish
 * address and answers the private customer survey (domain/customer/kycSurvey.ts), the same a
 * customer renews her KYC with. Spec leaves the limits open; ours are named here, each with its
 * reason.
 */

// The referral's e-mail limit, the one length the spec gives for an address.
export const EMAIL_MAX_LENGTH = 80;

/** The PIN of one device: 4 digits, locked after 3 wrong tries until the next strong login. */
export const PIN_LENGTH = 4;
export const PIN_MAX_WRONG_TRIES = 3;

/** A completed login's one-time token is exchanged for the session within a minute. */
export const LOGIN_TOKEN_VALID_SECONDS = 60;

/**
 * SMS login codes one identity may ask for in a quarter of an hour, whoever asks: a person
 * waiting for a late SMS asks again once or twice; more is someone trying identities.
 */
export const SMS_LOGIN_CODES_PER_IDENTITY = 3;
export const SMS_LOGIN_WINDOW_MINUTES = 15;

export const REGISTRATION_MESSAGES = {
  required: code('errors.validation.required'),
  invalidChars: code('errors.validation.invalidChars'),
  invalidEmail: code('errors.validation.invalidEmail'),
  emailTooLong: code('errors.validation.emailTooLong', { max: EMAIL_MAX_LENGTH }),
  streetTooLong: code('errors.validation.tooLong', { max: STREET_MAX_LENGTH }),
  cityTooLong: code('errors.validation.tooLong', { max: CITY_MAX_LENGTH }),
  ownBehalf: code('registration.rules.ownBehalf'),
  personalId: code('quickLogin.rules.personalId'),
  pin: code('quickLogin.rules.pin'),
  pinTooSimple: code('quickLogin.rules.pinTooSimple'),
} as const;

const M = REGISTRATION_MESSAGES;

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(max, { error: tooLong });

const phoneCountryCode = z.enum(PHONE_COUNTRY_CODES, {
  error: code('errors.phone.noCountryValidator'),
});

/**
 * The new customer's contact details: a phone (the spec's rules, sent as code and number), an
 * e-mail address and a Finnish address (a customer of a Finnish bank lives in Finland here).
 */
export const registrationContactSchema = z
  .object({
    CountryCode: phoneCountryCode,
    Number: z.string({ error: code('errors.phone.empty') }),
    Email: requiredText(EMAIL_MAX_LENGTH, M.emailTooLong).pipe(z.email({ error: M.invalidEmail })),
    StreetAddress: requiredText(STREET_MAX_LENGTH, M.streetTooLong).refine(isAddressLine, {
      error: M.invalidChars,
    }),
    PostalCode: z.string({ error: M.required }).trim(),
    City: requiredText(CITY_MAX_LENGTH, M.cityTooLong).refine(isAddressLine, {
      error: M.invalidChars,
    }),
  })
  .superRefine(({ CountryCode, Number, PostalCode }, context) => {
    const phone = validatePhoneWithCountryCode(CountryCode, Number);
    if (phone) context.addIssue({ code: 'custom', path: ['Number'], message: phone });
    const postal = postalCodeError(PostalCode, 'FI');
    if (postal) context.addIssue({ code: 'custom', path: ['PostalCode'], message: postal });
  });
export type RegistrationContact = z.output<typeof registrationContactSchema>;

/**
 * Why the bank cannot take the person as a customer on her survey answers, or null. Money
 * laundering law: a customer relationship is for oneself; a politically exposed person is taken,
 * and followed more closely (not in the sandbox).
 */
export function registrationRefusal(answers: KycSurvey): string | null {
  return answers.ActsOnOwnBehalf ? null : M.ownBehalf;
}

/** A henkilötunnus as typed: trimmed, in capitals, with a valid check character. */
export const personalIdSchema = z
  .string({ error: M.personalId })
  .overwrite(normaliseFinnishPersonalId)
  .refine(isValidFinnishPersonalId, { error: M.personalId });

/** Asking for an SMS login code: who the person is and the phone the bank has for them. */
export const smsLoginStartSchema = z
  .object({
    PersonalId: personalIdSchema,
    CountryCode: phoneCountryCode,
    Number: z.string({ error: code('errors.phone.empty') }),
  })
  .superRefine(({ CountryCode, Number }, context) => {
    const phone = validatePhoneWithCountryCode(CountryCode, Number);
    if (phone) context.addIssue({ code: 'custom', path: ['Number'], message: phone });
  });
export type SmsLoginStart = z.output<typeof smsLoginStartSchema>;

export const isPinShaped = (value: string): boolean => /^\d{4}$/.test(value);

/**
 * A PIN anyone would guess first: one digit four times, or four digits in a row up or down
 * (0000, 1234, 9876). Refused when set, so the three tries are worth something.
 */
export function isGuessablePin(pin: string): boolean {
  if (!isPinShaped(pin)) return false;
  const steps = [...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i]));
  return steps.every((step) => step === steps[0] && Math.abs(step) <= 1);
}

/** A PIN as typed at the login: 4 digits. */
export const pinSchema = z.string({ error: M.pin }).refine(isPinShaped, { error: M.pin });

/** A new PIN for this device: 4 digits, not one anyone would guess first. */
export const newPinSchema = pinSchema.refine((pin) => !isGuessablePin(pin), {
  error: M.pinTooSimple,
});
