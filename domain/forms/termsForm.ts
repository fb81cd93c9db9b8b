import { z } from 'zod';

export const TERMS_REQUIRED = 'Hyväksy ehdot jatkaaksesi';

/** The terms checkbox: only a ticked box (true) passes; other forms can reuse this field. */
export const termsAcceptedField = z.literal(true, { error: TERMS_REQUIRED });

export const termsFormSchema = z.object({ termsAccepted: termsAcceptedField });

export type TermsForm = z.output<typeof termsFormSchema>;
