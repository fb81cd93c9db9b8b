import { PAYMENT_MESSAGES } from '../../domain/payments/payment';
import {
  formatReference,
  isValidFinnishReference,
  normaliseReference,
} from '../../domain/payments/reference';

/** What was typed, without spaces and with RF in capitals (`rf34 1234 561` → `RF341234561`). */
export function parseReference(text: string): string {
  return normaliseReference(text);
}

/**
 * As invoices print it: a national reference in groups of five from the right
 * (`69 87567 20834`), an RF reference in groups of four (`RF34 1234 561`); else as typed.
 */
export function formatReferenceText(reference: string): string {
  return formatReference(reference);
}

/** Empty (a message may be given instead), or a Finnish reference (7-3-1) or an RF reference. */
export function validateReference(reference: string): string | null {
  if (reference === '') return null;
  return isValidFinnishReference(reference) ? null : PAYMENT_MESSAGES.invalidReference;
}
