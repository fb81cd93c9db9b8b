import { FormattedInput, type FormattedInputProps } from '../FormattedInput';
import { formatReferenceText, parseReference } from './reference';

export type ReferenceInputProps = Omit<FormattedInputProps<string>, 'parse' | 'format'>;

/** The longest RF reference (25 characters) in groups of four. */
const REFERENCE_INPUT_MAX_LENGTH = 32;

/**
 * A payment reference inside a FormField, national (`1232`) or RF (`RF34 1234 561`): the form
 * gets it without spaces; leaving the field shows it grouped as invoices print it.
 */
export function ReferenceInput(props: ReferenceInputProps) {
  return (
    <FormattedInput
      autoCapitalize="characters"
      maxLength={REFERENCE_INPUT_MAX_LENGTH}
      {...props}
      parse={parseReference}
      format={formatReferenceText}
    />
  );
}
