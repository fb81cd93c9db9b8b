import { FormattedInput, type FormattedInputProps } from '../FormattedInput';
import { formatIbanText, parseIban } from './iban';

export type IbanInputProps = Omit<FormattedInputProps<string>, 'parse' | 'format'>;

/** The longest IBAN (34 characters) in groups of four. */
const IBAN_INPUT_MAX_LENGTH = 42;

/**
 * An account number (IBAN) inside a FormField: typed or pasted with or without spaces, the form
 * gets it without spaces in capitals; leaving the field shows it in groups of four.
 */
export function IbanInput(props: IbanInputProps) {
  return (
    <FormattedInput
      autoCapitalize="characters"
      maxLength={IBAN_INPUT_MAX_LENGTH}
      {...props}
      parse={parseIban}
      format={formatIbanText}
    />
  );
}
