import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { FormField } from '../../../ui/FormField';
import { FieldWidth } from '../../shell/FieldWidth';

/** An amount of euros in a loan form: the kit's AmountInput with its label, hint and error. */
export function AmountFormField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldWidth $max="amount">
      <FormField label={label} hint={hint} error={fieldState.error?.message}>
        <AmountInput {...field} value={field.value as AmountValue} />
      </FormField>
    </FieldWidth>
  );
}
