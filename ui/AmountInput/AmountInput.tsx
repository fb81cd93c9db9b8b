import { FormattedInput, type FormattedInputProps } from '../FormattedInput';
import { formatAmount, parseAmount, type AmountValue } from './amount';

export type AmountInputProps = Omit<FormattedInputProps<AmountValue>, 'parse' | 'format'>;

/**
 * An amount of euros inside a FormField, typed the Finnish way (`1 234,56`, `12 €`). The form
 * gets cents, or the text as typed while it is not an amount; leaving the field shows the
 * amount as `1 234,56`.
 */
export function AmountInput(props: AmountInputProps) {
  return (
    <FormattedInput inputMode="decimal" {...props} parse={parseAmount} format={formatAmount} />
  );
}
