export { IbanInput } from './IbanInput';
export type { IbanInputProps } from './IbanInput';
export { formatIbanText, parseIban, validateIban } from './iban';
