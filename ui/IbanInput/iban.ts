import { formatIban, isValidIban, normaliseIban } from '../../domain/payments/iban';
import { PAYEE_FORM_MESSAGES } from '../../domain/payments/payeeForm';

/** The electronic form of what was typed: no spaces, capitals (`fi21 1234…` → `FI211234…`). */
export function parseIban(text: string): string {
  return normaliseIban(text);
}

/** Groups of four from the left (`FI21 1234 5600 0007 85`); anything but letters and digits as typed. */
export function formatIbanText(iban: string): string {
  return /^[A-Z0-9]*$/.test(iban) ? formatIban(iban) : iban;
}

/** Required, and an IBAN whose country, length, structure and check digits hold. */
export function validateIban(iban: string): string | null {
  if (iban === '') return PAYEE_FORM_MESSAGES.required;
  return isValidIban(iban) ? null : PAYEE_FORM_MESSAGES.invalidIban;
}
