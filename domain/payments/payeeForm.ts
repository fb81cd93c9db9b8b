import { z } from 'zod';
import { isFinnishIban, isValidBic, isValidIban, normaliseIban } from './iban';
import { PAYEE_NAME_PATTERN } from '../forms/text';
import { code } from '../errors/message';

/**
 * The payee form of a new payment (IBAN tab): account, name and, for a foreign account, BIC.
 * Field names are those of the payee verification request.
 */

export const PAYEE_NAME_MAX_LENGTH = 50;

/** The codes of what the payee form's rules say; the words are in i18n (`payments.rules`). */
export const PAYEE_FORM_MESSAGES = {
  required: code('errors.validation.required'),
  invalidIban: code('payments.rules.invalidIban'),
  invalidBic: code('payments.rules.invalidBic'),
  forbiddenCharacters: code('payments.rules.payeeNameCharacters'),
  // Spec leaves the too-long text open; we name the limit, as the counter under the field does.
  nameTooLong: code('errors.validation.tooLong', { max: PAYEE_NAME_MAX_LENGTH }),
} as const;

/** The first rule the name breaks, or null: required, allowed characters, at most 50. */
export function payeeNameError(name: string): string | null {
  if (name.trim() === '') return PAYEE_FORM_MESSAGES.required;
  if (!PAYEE_NAME_PATTERN.test(name)) return PAYEE_FORM_MESSAGES.forbiddenCharacters;
  if (name.length > PAYEE_NAME_MAX_LENGTH) return PAYEE_FORM_MESSAGES.nameTooLong;
  return null;
}

export function payeeIbanError(iban: string): string | null {
  if (iban.trim() === '') return PAYEE_FORM_MESSAGES.required;
  return isValidIban(iban) ? null : PAYEE_FORM_MESSAGES.invalidIban;
}

/**
 * BIC is shown and required once the account has a country code other than FI. Spec leaves an
 * empty or one-letter account open; we hide the BIC field until two characters are typed.
 */
export function isBicRequired(iban: string): boolean {
  return normaliseIban(iban).length >= 2 && !isFinnishIban(iban);
}

/** Null when the BIC is not required (the field is hidden, whatever it holds). */
export function payeeBicError(bic: string | undefined, iban: string): string | null {
  if (!isBicRequired(iban)) return null;
  const trimmed = (bic ?? '').trim();
  if (trimmed === '') return PAYEE_FORM_MESSAGES.required;
  return isValidBic(trimmed) ? null : PAYEE_FORM_MESSAGES.invalidBic;
}

const text = z.string({ error: PAYEE_FORM_MESSAGES.required });

export const payeeFormSchema = z
  .object({
    RecipientIban: text,
    RecipientName: text,
    RecipientBic: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const errors = {
      RecipientIban: payeeIbanError(form.RecipientIban),
      RecipientName: payeeNameError(form.RecipientName),
      RecipientBic: payeeBicError(form.RecipientBic, form.RecipientIban),
    };
    for (const [field, message] of Object.entries(errors)) {
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });

export type PayeeForm = z.input<typeof payeeFormSchema>;

/** The verification request body: RecipientBic only for a foreign account. */
export interface PayeePayload {
  RecipientIban: string;
  RecipientName: string;
  RecipientBic?: string;
}

/** What is sent: the IBAN without spaces, the name trimmed, the BIC trimmed and upper-case. */
export function toPayeePayload(form: PayeeForm): PayeePayload {
  const payload: PayeePayload = {
    RecipientIban: normaliseIban(form.RecipientIban),
    RecipientName: form.RecipientName.trim(),
  };
  if (isBicRequired(form.RecipientIban) && form.RecipientBic !== undefined) {
    payload.RecipientBic = form.RecipientBic.trim().toUpperCase();
  }
  return payload;
}
