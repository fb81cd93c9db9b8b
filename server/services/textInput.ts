import { BankError } from '../bankError';

// The database refuses NUL and the statement would show control characters as garbage.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Refuses (400) free text with control characters, naming the field. */
export function assertPlainText(field: string, value: string | undefined | null): void {
  if (value && CONTROL_CHARACTERS.test(value)) {
    throw new BankError(field, 'errors.validation.plainText', 400);
  }
}
