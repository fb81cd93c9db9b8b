import { z } from 'zod';
import { code } from '../errors/message';

export const TERMS_REQUIRED = code('errors.validation.acceptTerms');

/** The terms checkbox: only a ticked box (true) passes; other forms can reuse this field. */
export const termsAcceptedField = z.literal(true, { error: TERMS_REQUIRED });

export const termsFormSchema = z.object({ termsAccepted: termsAcceptedField });

export type TermsForm = z.output<typeof termsFormSchema>;
